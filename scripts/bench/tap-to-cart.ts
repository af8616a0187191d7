import type { Browser, Page } from '@playwright/test';
import { slowdownBeforeRun, type SlowdownPolicy } from './lighthouse';
import { spread } from './median';

/**
 * Tap to cart: what a shopper feels who taps "Add to Cart" as soon as a built page shows it,
 * before the app has taken the page over. The page keeps the tap and the app carries it out once
 * ready (src/start-up/early-events-capture.ts); until then nothing answers it. Measured in the
 * page (its `performance.now()`, from the navigation's start), the CPU slowed down as for the
 * applied Lighthouse runs (the same calibration) and as long-tasks.ts slows it (DevTools'
 * Emulation.setCPUThrottlingRate; no network throttling): the tap (its pointerdown's time, when
 * the input came, however busy the page was), the moment React had hydrated the page's root (the
 * app's `app-hydrated` mark, src/app/app.tsx: from then on it can act, and it carries out the
 * kept tap before it calls itself ready), the moment `<html data-app-ready>` appeared, and the
 * moment the header's cart count left 0.
 */

/**
 * A tablet in portrait (an iPad Air's CSS size): the header's cart count shows from Mantine's
 * `sm` (48em) on, and the first Add to Cart of each measured page is above the fold (on `/` at
 * 1280×720 it is not, and a scroll before the tap would delay it). When one is not, the bench
 * scrolls with the mouse wheel first and says so (`scrolled`).
 */
export const TAP_VIEWPORT = { width: 820, height: 1180 };
/** The header's cart count (a badge named "N items in cart" in the Cart link). */
export const CART_COUNT = 'nav[aria-label="Main"] a[href="/cart"] [aria-label$=" in cart"]';
const ADD_TO_CART = 'Add to Cart';
/** The app's mark of its root hydrated (src/app/app.tsx). */
const APP_HYDRATED_MARK = 'app-hydrated';
/** After this long without the count changing, the tap is counted lost. */
const CART_TIMEOUT_MS = 30_000;

/** What the page noted (its performance.now(), ms from the navigation's start). */
export interface TapMarks {
  /** Its first contentful paint. */
  paintAt: number;
  tapAt: number;
  /** The app's `app-hydrated` mark: React had hydrated the page's root. */
  hydratedAt: number;
  /** When `<html data-app-ready>` appeared. */
  readyAt: number;
  /** null: the cart count never changed. */
  cartAt: number | null;
}

export interface TapToCartRun {
  /** The first contentful paint: the tap came as soon after it as the bench could see it. */
  paintAtMs: number;
  tapAtMs: number;
  hydratedAtMs: number;
  readyAtMs: number;
  cartAtMs: number | null;
  /** From the tap to the cart count changing; null: the tap was lost. */
  tapToCartMs: number | null;
  /**
   * From the app's readiness (or the tap itself, when it came later: then it is the app's own
   * answer, not a replay) to the count changing: negative when the kept tap was carried out
   * before the app called itself ready, as it is from decision 0026's second pass on.
   */
  readyToCartMs: number | null;
  /**
   * From when the app could first act (its root hydrated, or the tap when it came later) to the
   * count changing: what carrying out the kept tap costs, the rest of the page's hydration with it.
   */
  hydratedToCartMs: number | null;
  tappedBeforeReady: boolean;
  /** The button was below the fold: the mouse wheel scrolled to it before the tap. */
  scrolled: boolean;
  cpuSlowdown: number;
  /** The benchmarkIndex the slowdown was calibrated to (null: not calibrated). */
  calibratedIndex: number | null;
}

type Spread = ReturnType<typeof spread>;

export interface TapToCartFigures {
  path: string;
  /** Over the runs whose tap was carried out; null when none was. */
  tapToCartMs: Spread | null;
  readyToCartMs: Spread | null;
  hydratedToCartMs: Spread | null;
  /** Runs whose cart count never changed. */
  lost: number;
  runs: TapToCartRun[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A run's figures from the marks the page took. */
export function tapFigures(marks: TapMarks) {
  const { tapAt, hydratedAt, readyAt, cartAt } = marks;
  const tappedBeforeReady = tapAt < readyAt;
  if (cartAt === null)
    return { tapToCartMs: null, readyToCartMs: null, hydratedToCartMs: null, tappedBeforeReady };
  return {
    tapToCartMs: round(cartAt - tapAt),
    readyToCartMs: round(cartAt - Math.max(readyAt, tapAt)),
    hydratedToCartMs: round(cartAt - Math.max(hydratedAt, tapAt)),
    tappedBeforeReady,
  };
}

/** The runs of one page, each figure's median and range over the runs not lost. */
export function summariseTaps(path: string, runs: TapToCartRun[]): TapToCartFigures {
  const kept = runs.filter((run) => run.tapToCartMs !== null);
  const of = (pick: (run: TapToCartRun) => number | null) =>
    kept.length ? spread(kept.map((run) => pick(run)!)) : null;
  return {
    path,
    tapToCartMs: of((run) => run.tapToCartMs),
    readyToCartMs: of((run) => run.readyToCartMs),
    hydratedToCartMs: of((run) => run.hydratedToCartMs),
    lost: runs.length - kept.length,
    runs,
  };
}

/**
 * Notes the tap, the readiness and the cart count in the page from its first script on. Serialized
 * into the page: no named functions inside (tsx wraps those in a helper the page lacks).
 */
function noteMarks(cartCount: string) {
  const marks = {
    tapAt: null as number | null,
    tapOn: null as string | null,
    readyAt: null as number | null,
    cartAt: null as number | null,
  };
  Object.assign(window, { __benchTapMarks: marks });
  // The window's capture phase comes before the page's own listeners (the early capture's are
  // on the document): the tap is seen even if a listener stops it.
  addEventListener(
    'pointerdown',
    (event) => {
      if (marks.tapAt !== null || !event.isTrusted) return;
      marks.tapAt = event.timeStamp;
      marks.tapOn = (event.target as Element).closest?.('button')?.textContent?.trim() ?? null;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (marks.readyAt === null && document.documentElement.hasAttribute('data-app-ready'))
      marks.readyAt = performance.now();
    const count = document.querySelector(cartCount)?.textContent?.trim() ?? '';
    // A count of one or more: while the HTML is still being parsed the badge can be there with
    // no text yet, which is not a change of the cart (it read as one once, a tap → cart of
    // −776 ms on 2026-11-29).
    if (marks.cartAt === null && /^[1-9]\d*$/.test(count)) marks.cartAt = performance.now();
    if (marks.readyAt !== null && marks.cartAt !== null) observer.disconnect();
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-app-ready', 'aria-label'],
  });
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The first Add to Cart button's box once the page has painted and the button is laid out
 * (null before): looked up by a small evaluation, not Playwright's locators, whose injected
 * script (10–20 ms unthrottled, and a poll every frame) would be the bench's work in the load it
 * measures. Before the first paint the button may be parsed but not yet where it will show.
 */
const paintedButtonBox = (page: Page): Promise<Box | null> =>
  page
    .evaluate((name) => {
      if (!performance.getEntriesByName('first-contentful-paint').length) return null;
      const button = [...document.querySelectorAll('button, [role="button"]')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
      );
      const box = button?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0
        ? { x: box.x, y: box.y, width: box.width, height: box.height }
        : null;
    }, ADD_TO_CART)
    // The document may be between the response and its first script.
    .catch(() => null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameBox = (a: Box | null, b: Box | null) =>
  !!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const inView = (box: Box) => box.y >= 0 && box.y + box.height <= TAP_VIEWPORT.height;

/**
 * Waits for the first Add to Cart to show (after the first paint the page holds still: no
 * layout shift is a goal, and a tap that missed is retried), brings it into view if needed (mouse
 * wheel, then until the scroll has come to rest: the same box in two looks 50 ms apart), taps it.
 * Each look waits for the page's current task to end, so one look is all the first tap waits for.
 */
async function tapAddToCart(page: Page): Promise<{ scrolled: boolean }> {
  const end = Date.now() + 60_000;
  const look = async (ok: (box: Box, previous: Box | null) => boolean) => {
    let previous: Box | null = null;
    for (;;) {
      const box = await paintedButtonBox(page);
      if (box && ok(box, previous)) return box;
      if (Date.now() > end) throw new Error(`no ${ADD_TO_CART} button in view on ${page.url()}`);
      previous = box;
      await pause(50);
    }
  };
  let box = await look(() => true);
  const scrolled = !inView(box);
  if (scrolled) {
    await page.mouse.move(TAP_VIEWPORT.width / 2, TAP_VIEWPORT.height / 2);
    await page.mouse.wheel(0, box.y + box.height / 2 - TAP_VIEWPORT.height / 2);
    box = await look((now, previous) => inView(now) && sameBox(now, previous));
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return { scrolled };
}

type PageMarks = Omit<TapMarks, 'tapAt' | 'readyAt' | 'paintAt' | 'hydratedAt'> & {
  tapAt: number | null;
  readyAt: number | null;
  tapOn: string | null;
};

/** The tap landed beside the button (the page moved under the pointer): the run is retried. */
class MissedTap extends Error {}

/** One first visit of `url` at `cpuSlowdown`, tapping Add to Cart as soon as it shows. */
async function tapOnce(browser: Browser, url: string, cpuSlowdown: number) {
  const context = await browser.newContext({ viewport: TAP_VIEWPORT });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(noteMarks, CART_COUNT);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const { scrolled } = await tapAddToCart(page);
    const read = () =>
      page.evaluate(
        (hydratedMark) => ({
          ...(window as unknown as { __benchTapMarks: PageMarks }).__benchTapMarks,
          paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          hydratedAt: performance.getEntriesByName(hydratedMark)[0]?.startTime ?? null,
        }),
        APP_HYDRATED_MARK,
      );
    let marks = await read();
    if (marks.tapAt !== null && marks.tapOn !== ADD_TO_CART)
      throw new MissedTap(`the tap on ${url} reached ${marks.tapOn ?? 'no button'}`);
    const end = Date.now() + CART_TIMEOUT_MS;
    // A look every 250 ms: each is a little work in the page, kept rare.
    while ((marks.cartAt === null || marks.readyAt === null) && Date.now() < end) {
      await pause(250);
      marks = await read();
    }
    if (marks.tapAt === null) throw new Error(`the page of ${url} never saw the tap`);
    if (marks.readyAt === null) throw new Error(`${url} never set data-app-ready`);
    if (marks.hydratedAt === null) throw new Error(`${url} has no ${APP_HYDRATED_MARK} mark`);
    const { tapAt, readyAt, hydratedAt } = marks;
    return { marks: { ...marks, tapAt, readyAt, hydratedAt }, scrolled };
  } finally {
    await context.close();
  }
}

/** A run, tried again (twice at most) when the tap missed the button. */
async function tapRun(browser: Browser, url: string, cpuSlowdown: number) {
  for (let attempt = 1; ; attempt++)
    try {
      return await tapOnce(browser, url, cpuSlowdown);
    } catch (error) {
      if (!(error instanceof MissedTap) || attempt === 3) throw error;
      console.log(`note: ${error.message}; trying again`);
    }
}

/**
 * One first visit of `url` (a fresh context: an empty cart) at the CPU slowdown `policy` gives
 * it just before (calibrated: to the latest Lighthouse run's benchmarkIndex).
 */
export async function tapToCartRun(
  browser: Browser,
  url: string,
  policy: SlowdownPolicy,
): Promise<TapToCartRun> {
  const { cpuSlowdown = 4, calibratedIndex } = await slowdownBeforeRun(policy);
  const { marks, scrolled } = await tapRun(browser, url, cpuSlowdown);
  return {
    paintAtMs: round(marks.paintAt),
    tapAtMs: round(marks.tapAt),
    hydratedAtMs: round(marks.hydratedAt),
    readyAtMs: round(marks.readyAt),
    cartAtMs: marks.cartAt === null ? null : round(marks.cartAt),
    ...tapFigures(marks),
    scrolled,
    cpuSlowdown,
    calibratedIndex,
  };
}
