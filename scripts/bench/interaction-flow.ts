import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startFlow, type Puppeteer } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import {
  chromePath,
  LIGHTHOUSE_CHROME_FLAGS,
  slowdownBeforeRun,
  type SlowdownPolicy,
} from './lighthouse';
import { spread } from './median';
import { CART_COUNT } from './tap-to-cart';

/**
 * INP as Lighthouse measures it in a user flow: a timespan on the catalogue after its load, in
 * which a shopper taps the first Add to Cart (the first card's) and types a word into the search.
 * Mobile (Lighthouse's phone screen and its slow 4G), applied (devtools) throttling: the CPU
 * really is slowed down while the person acts, by the slowdown the applied Lighthouse runs get
 * (lighthouse.ts), so the figure is what happened, not a simulation (Lantern has no INP).
 */

type Page = Puppeteer.Page;

/**
 * Lighthouse's own Puppeteer and Chrome launcher, found from its install: `startFlow` drives a
 * page of the Puppeteer it was built with, and its CLI (the Lighthouse runs) launches Chrome with
 * that launcher. Dependencies of Lighthouse's, not of the project's: only what is used is typed.
 */
const fromLighthouse = createRequire(
  createRequire(import.meta.url).resolve('lighthouse/cli/index.js'),
);
const puppeteer = fromLighthouse('puppeteer-core') as {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<Puppeteer.Browser>;
};
const chromeLauncher = (await import(
  pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href
)) as {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: 'silent';
  }): Promise<{ port: number; kill(): void }>;
};

const ADD_TO_CART = '::-p-aria([name="Add to Cart"][role="button"])';
/** The catalogue's search field: a combobox (it suggests products) named "Search Products". */
const SEARCH = '::-p-aria([name="Search Products"][role="combobox"])';
export const SEARCH_WORD = 'shirt';
/**
 * A person's pace: a key held 60 ms and the next one pressed 140 ms later (about 60 words a
 * minute); a second between the tap and the search (they look at what happened).
 */
const KEY_HOLD_MS = 60;
const BETWEEN_KEYS_MS = 140;
const BETWEEN_ACTIONS_MS = 1000;

export interface InteractionPhases {
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** One timespan's figures. */
export interface InpRun {
  /** The `interaction-to-next-paint` audit's numericValue. */
  inpMs: number;
  /** The slowest interaction's event and its parts (the `work-during-interaction` audit). */
  slowest: { event: string; target: string | null; phases: InteractionPhases | null };
  /** The timespan's own (Lighthouse's, at its start: the report's `environment`). */
  benchmarkIndex: number;
  /** What the run applied (its report's settings). */
  cpuSlowdownMultiplier: number;
  /** The index its slowdown was calibrated to (RunCalibration; null: not calibrated). */
  calibratedIndex: number | null;
}

export interface InpFigures {
  path: string;
  inpMs: ReturnType<typeof spread>;
  benchmarkIndex: ReturnType<typeof spread>;
  runs: InpRun[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page after its load: the app ready and the network quiet (the lazy parts in). */
async function load(page: Page, url: string) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  // Lighthouse's own phone from the first byte: its emulation at the timespan's start then
  // changes nothing (a resize there would re-lay out the page inside the timespan).
  await page.emulate({
    viewport: { width, height, deviceScaleFactor, isMobile: true, hasTouch: true },
    userAgent: userAgents.mobile,
  });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 });
}

/** What the person does inside the timespan. */
async function act(page: Page) {
  await page.locator(ADD_TO_CART).click();
  await pause(BETWEEN_ACTIONS_MS);
  await page.locator(SEARCH).click();
  for (const key of SEARCH_WORD) {
    await page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0], {
      delay: KEY_HOLD_MS,
    });
    await pause(BETWEEN_KEYS_MS);
  }
  // The search's answer comes in and renders; its work could still hold up a last keystroke.
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => undefined);
  // Both acts did what a person meant (one look at the end, not in the middle of them).
  const [count, typed] = await page.evaluate(
    (cartCount) => [
      document.querySelector(cartCount)?.textContent?.trim(),
      (document.activeElement as HTMLInputElement | null)?.value,
    ],
    CART_COUNT,
  );
  if (count !== '1' || typed !== SEARCH_WORD)
    throw new Error(`the flow's acts went astray: cart count ${count}, search field "${typed}"`);
}

type Lhr = Awaited<
  ReturnType<Awaited<ReturnType<typeof startFlow>>['createFlowResult']>
>['steps'][number]['lhr'];

/** The slowest interaction as the `work-during-interaction` audit describes it. */
function slowestOf(lhr: Lhr): InpRun['slowest'] {
  const items = (lhr.audits['work-during-interaction']?.details as { items?: unknown[] })?.items;
  const list = (items ?? []) as {
    type?: string;
    interactionType?: string;
    phases?: Record<string, { startTs: number; endTs: number }>;
    items?: { node?: { nodeLabel?: string; snippet?: string } }[];
  }[];
  const debug = list.find((item) => item.type === 'debugdata');
  const node = list.find((item) => item.type === 'table')?.items?.[0]?.node;
  const ms = (phase?: { startTs: number; endTs: number }) =>
    phase ? Math.round((phase.endTs - phase.startTs) / 100) / 10 : NaN;
  const phases = debug?.phases;
  return {
    event: debug?.interactionType ?? 'unknown',
    target: node?.nodeLabel ?? node?.snippet ?? null,
    phases: phases
      ? {
          inputDelayMs: ms(phases.inputDelay),
          processingMs: ms(phases.processingDuration),
          presentationMs: ms(phases.presentationDelay),
        }
      : null,
  };
}

/**
 * One flow on `url` in a Chrome of its own, launched as Lighthouse's CLI launches it
 * (chrome-launcher, the same flags) and driven by Puppeteer as Lighthouse drives it.
 */
export async function inpRun(url: string, policy: SlowdownPolicy): Promise<InpRun> {
  const { cpuSlowdown, calibratedIndex } = await slowdownBeforeRun(policy);
  const launched = await chromeLauncher.launch({
    chromePath: await chromePath(),
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${launched.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    await load(page, url);
    const flow = await startFlow(page, {
      flags: {
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        ...(cpuSlowdown === undefined
          ? {}
          : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
    });
    await flow.startTimespan({ name: 'Add to Cart, then a search' });
    await act(page);
    await flow.endTimespan();
    const { lhr } = (await flow.createFlowResult()).steps[0]!;
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (cpuSlowdown !== undefined && applied !== cpuSlowdown)
      throw new Error(
        `the flow on ${url} ran with a CPU slowdown of ${applied}, not ${cpuSlowdown}`,
      );
    if (lhr.configSettings.throttlingMethod !== 'devtools')
      throw new Error(
        `the flow on ${url} ran with ${lhr.configSettings.throttlingMethod} throttling`,
      );
    const inpMs = lhr.audits['interaction-to-next-paint']?.numericValue;
    if (inpMs === undefined) throw new Error(`the flow on ${url} saw no interaction`);
    const benchmarkIndex = lhr.environment.benchmarkIndex;
    if (policy.kind === 'calibrated') policy.calibration.record(benchmarkIndex);
    return {
      inpMs,
      slowest: slowestOf(lhr),
      benchmarkIndex,
      cpuSlowdownMultiplier: applied,
      calibratedIndex,
    };
  } finally {
    await browser.disconnect().catch(() => undefined);
    launched.kill();
  }
}

/** The flows' INP and benchmarkIndex, each one's median and range, with every run. */
export function summariseInp(path: string, runs: InpRun[]): InpFigures {
  return {
    path,
    inpMs: spread(runs.map((run) => run.inpMs)),
    benchmarkIndex: spread(runs.map((run) => run.benchmarkIndex)),
    runs,
  };
}
