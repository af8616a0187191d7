import type { Page } from '@playwright/test';
import { PRERENDERED_ROUTES } from '@/prerender/routes';
import { BELOW_THE_FOLD_ATTRIBUTE } from '@/start-up/below-the-fold';
import { logIn, ACCOUNTS } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import { expectHydrated, isHydrated } from '../support/hydration';
import { expectToast, toastsShown } from '../support/toasts';
import { tapFirstBrand } from '../support/first-brand-tap';

/**
 * The storefront's prerendered pages (build/vite-plugin-prerender.ts): what the host sends
 * before any script runs, and React taking that markup over without a mismatch, for a visitor,
 * a signed-in shopper with a cart, and a dark colour scheme.
 */

test.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    /** The page's <main> as the HTML parser built it, before any script of the app ran. */
    __parsedMain?: Element | null;
  }
}

const main = (page: Page) => page.getByRole('main');

/** The page's HTML as the host sends it, through a page's or the test's own request context. */
const htmlOf = async ({ request }: Pick<Page, 'request'>, path: string) =>
  (await request.get(path, { headers: { Accept: 'text/html' } })).text();

/** Hydration problems React reports (in a production build as minified errors 418-425). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|20|21|22|23|25)\b/i;

function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text().slice(0, 500));
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message.slice(0, 500));
  });
  return problems;
}

/**
 * The app's script arrives late, as on a slow phone: it is held back until the test has done
 * what a person does before it arrives, then `release()` lets it through.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function keepParsedMain(page: Page) {
  // 'interactive' comes after parsing and before the module scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        window.__parsedMain = document.querySelector('main');
    });
  });
}

/** Opens a prerendered route and checks React kept the parsed markup (hydration, not a redraw). */
async function expectPageHydrated(page: Page, path: string, problems: string[]) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  // The header fills in once the page is the app's (the neutral placeholder goes).
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .or(page.getByRole('banner').getByRole('link', { name: 'Login' })),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () => !!window.__parsedMain && window.__parsedMain === document.querySelector('main'),
    ),
    `${path}: React kept the prerendered <main>`,
  ).toBe(true);
  expect(problems, `${path}: hydration problems`).toEqual([]);
}

test('the served /products holds the first page of products and nothing of the visitor', async ({
  page,
}) => {
  const html = await htmlOf(page, '/products?mock-reset&mock-scenario=none');
  // The frame and what does not depend on data.
  expect(html).toContain('data-prerendered="/products"');
  expect(html).toMatch(/<title>Products · Shop<\/title>/);
  expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(html).toMatch(/<h1[^>]*>Products<\/h1>/);
  expect(html).toContain('placeholder="Search Products"');
  expect(html).toContain('Sort By');
  // Nothing that depends on the visitor: no sign-in state (the header holds the Login button's
  // place with an invisible copy that is not a link).
  expect(html).not.toMatch(/<a [^>]*href="\/login"/);

  // The products the page shows, with their prices, are in the HTML (the mock-mode build
  // renders from the seeded shop), and the page shows no loading state first.
  expect(html).not.toContain('Loading...');
  await page.goto('/products');
  await expect(page.getByRole('article').first()).toBeVisible();
  const cards = await page.getByRole('article').evaluateAll((articles) =>
    articles.map((card) => ({
      name: card.getAttribute('aria-label') ?? '',
      price: card.textContent?.match(/\$\d+\.\d\d/)?.[0] ?? '',
    })),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const { name, price } of cards) {
    expect(html).toContain(name.replace(/&/g, '&amp;'));
    expect(html).toContain(price);
  }
});

test('the served /products holds its facets before and after hydration; a product page carries the product alone, its related products come once it runs', async ({
  page,
}) => {
  const catalogue = await htmlOf(page, '/products');
  // The narrowing filters of the first page, with their counts, are in the HTML.
  expect(catalogue).toContain('Narrow the products');
  expect(catalogue).toMatch(/In stock only \(\d+\)/);
  await page.goto('/products');
  // The first brand's label ("Name (count)"), as the hydrated page shows it.
  const brandLabel = await main(page)
    .getByRole('region', { name: 'Narrow the products' })
    .locator('label')
    .first()
    .textContent();
  expect(brandLabel).toMatch(/\(\d+\)$/);
  expect(catalogue).toContain(brandLabel!.replace(/&/g, '&amp;'));

  // Below the fold, nothing: a product page's HTML holds what its first paint needs
  // (decision 0022). Its reviews reach crawlers as the head's structured data.
  const productUrl = '/products/1';
  const html = await htmlOf(page, productUrl);
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('"aggregateRating"');
  expect(html).not.toContain('Related products');
  expect(html).not.toContain('Customer reviews');
  await page.goto(productUrl);
  const related = main(page).getByRole('region', { name: 'Related products' }).getByRole('article');
  await expect(related.first()).toBeVisible();
  const names = await related.evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(8);
  await expect(
    main(page).getByRole('region', { name: 'Customer reviews' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test("on a phone the catalogue's narrowing panel, hidden there, keeps its built HTML unhydrated; widened, it works", async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  // The parts around it have hydrated: the phone's Filters button and the first card.
  await expectHydrated(main(page).getByRole('button', { name: /^Filters/ }));
  await expectHydrated(main(page).getByRole('article').first());
  const panel = main(page).getByRole('region', { name: 'Narrow the products' });
  const builtPanel = page.locator('section[aria-label="Narrow the products"]');
  await expect(panel).toBeHidden();
  await expect(builtPanel.getByRole('checkbox', { includeHidden: true }).first()).toBeAttached();
  expect(await isHydrated(builtPanel)).toBe(false);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(panel).toBeVisible();
  await tapFirstBrand(page, panel.getByRole('checkbox').first());
  expect(problems).toEqual([]);
});

test("the catalogue's category select stays as built until reached for, the search box until the browser is idle; the first press and the first key count", async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto('/products');
  // The parts around them have hydrated (src/start-up/hydrate-on-interaction.tsx).
  await expectHydrated(main(page).getByRole('button', { name: /^Sort By/ }));
  await expectHydrated(main(page).getByRole('article').first());
  const category = main(page).getByRole('combobox', { name: 'Category' });
  const search = main(page).getByRole('combobox', { name: 'Search Products', exact: true });
  expect(await isHydrated(category)).toBe(false);
  // The search box is taken over unasked once the page is the app's and the browser idle: its
  // first press then pays nothing (whenIdle). The category select is still as built.
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expectHydrated(search);
  expect(await isHydrated(category)).toBe(false);

  // One press opens the list.
  await category.click();
  const option = page.getByRole('option').nth(1);
  const name = (await option.textContent())!;
  await option.click();
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(category).toHaveValue(name);
  await search.focus();
  await page.keyboard.type('ab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]keyword=ab(&|$)/);
  await expect(search).toHaveValue('ab');
  expect(problems).toEqual([]);
});

test('every prerendered page hydrates without a warning, for a visitor', async ({ page }) => {
  const problems = watchHydration(page);
  await keepParsedMain(page);
  await page.goto('/?mock-reset&mock-scenario=none');
  for (const { path } of PRERENDERED_ROUTES) await expectPageHydrated(page, path, problems);
});

test('every prerendered page hydrates without a warning, signed in with a cart, in dark', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await keepParsedMain(page);
  await page.goto('/?mock-reset&mock-scenario=none');
  await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await logIn(page, ACCOUNTS.user.username, ACCOUNTS.user.password);
  // /login and /register send a signed-in shopper home: the app renders that page instead.
  for (const { path } of PRERENDERED_ROUTES.filter(
    (r) => !['/login', '/register'].includes(r.path),
  )) {
    await expectPageHydrated(page, path, problems);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('link', { name: /^Cart/ }).first()).toContainText('1');
  }
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('a filtered list is rendered afresh over the prerendered frame, without a warning', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto('/products?mock-reset&mock-scenario=none');
  const cheapest = await page.getByRole('article').first().getAttribute('aria-label');
  await page.goto('/products?sortby=desc');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', cheapest!);
  expect(problems).toEqual([]);
});

test('a prerendered page whose list fails shows the same error as before', async ({ page }) => {
  const problems = watchHydration(page);
  await page.goto('/products?mock-reset&mock-scenario=server-error');
  await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
  expect(problems).toEqual([]);
});

test('a prerendered form typed into and sent before the script runs is sent once it runs, once', async ({
  page,
}) => {
  await page.goto('/?mock-reset&mock-scenario=none');
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'UserName' }).fill(ACCOUNTS.user.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(ACCOUNTS.user.password);
  // Sent twice before the app runs: by Enter, then by the button.
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  // Not sent natively: the page stays, its fields out of the address.
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue(ACCOUNTS.user.password);
  expect(page.url()).toMatch(/\/login$/);
  release();
  await expectToast(page, 'Login Success');
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain('password');
  // Signed in once, however often it was sent before.
  expect((await toastsShown(page)).filter((t) => t === 'Login Success')).toHaveLength(1);
});

test('the stylesheet links kept for the app loader are never downloaded', async ({ page }) => {
  await page.goto('/?mock-reset&mock-scenario=none');
  // Pages of several stylesheets, and the home page, whose one stylesheet is in its HTML.
  for (const path of ['/', '/login', '/products', '/cart']) {
    // The page's styles are in one combined file; the build's own links stay in the HTML for
    // the app's loader to see, marked so the browser does not fetch them.
    const kept = [
      ...(await htmlOf(page, path)).matchAll(
        /<link rel="stylesheet" href="([^"]+)" type="text\/plain">/g,
      ),
    ].map((match) => new URL(match[1]!, page.url()).href);
    expect(kept.length, `${path} keeps the build's links`).toBeGreaterThan(0);
    const downloaded: string[] = [];
    const onRequest = (request: { url: () => string }) => downloaded.push(request.url());
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    page.off('request', onRequest);
    expect(
      downloaded.filter((url) => kept.includes(url)),
      path,
    ).toEqual([]);
  }
});

test("a page's largest picture is asked for before its scripts, and hydration adds no second preload", async ({
  page,
}) => {
  await page.goto('/?mock-reset&mock-scenario=none');
  // Built (/ and a product page) and rendered on request by the page handler (a category).
  for (const path of ['/', '/products/1', '/products?category=Kids+Clothing']) {
    const html = await htmlOf(page, path);
    const picture = html.indexOf('<link rel="preload" as="image"');
    expect(picture, path).toBeGreaterThan(0);
    expect(picture, path).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    expect(picture, path).toBeLessThan(html.indexOf('</head>'));
    await page.goto(path);
    const first = await page
      .locator('link[rel="preload"][as="image"]')
      .first()
      .getAttribute('href');
    // React looks the preload up in the head as it hydrates: it neither adds it again nor
    // expects it in the root.
    await expect(page.locator(`link[rel="preload"][as="image"][href="${first}"]`)).toHaveCount(1);
    await expect(page.locator('#root link[rel="preload"]')).toHaveCount(0);
  }
});

test('a built page asks for its scripts once its HTML is parsed, and starts with them', async ({
  page,
}) => {
  await page.goto('/?mock-reset&mock-scenario=none');
  // Built (/ and a product page) and rendered on request by the page handler (a category).
  for (const path of ['/', '/products/1', '/products?category=Kids+Clothing']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready');
    await expectHydrated(main(page).getByRole('heading', { level: 1 }));
    const { parsed, scripts } = await page.evaluate(() => ({
      parsed: performance.getEntriesByType('navigation')[0]!.toJSON().domInteractive as number,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    // The app's and the page's chunks (and, in mock mode, the in-browser mock's).
    expect(scripts.length, path).toBeGreaterThan(5);
    for (const asked of scripts) expect(asked, path).toBeGreaterThanOrEqual(parsed);
  }
});

test('a script or stylesheet the build does not have is missing, not a page', async ({
  request,
}) => {
  // An old page's files after a new deploy: HTML in their place would be refused by the browser
  // as a script or stylesheet of the wrong type instead of being reported missing.
  for (const path of ['/assets/page-gone000000.css', '/assets/index-gone0000.js']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'] ?? '', path).not.toContain('text/html');
  }
  // Pages, the app's own included, and the build's files are served as before.
  expect((await request.get('/no-such-page')).headers()['content-type']).toContain('text/html');
  expect((await request.get('/robots.txt')).status()).toBe(200);
});

/**
 * What each element of the page's body looks like: the properties a missing rule would change.
 * Not what is marked below the fold (src/start-up/below-the-fold.ts), which the first paint does
 * not show: the stylesheet styles it (its place is checked apart: `belowTheFold`); nor the height
 * of what holds such a part, which grows with it.
 */
const lookOfBody = (page: Page) =>
  page.locator('body').evaluate(
    (body, marker) =>
      [...body.querySelectorAll('*')]
        .filter((element) => !element.closest(`[${marker}]`))
        .map((element) => {
          const style = getComputedStyle(element);
          return [
            element.tagName,
            ...[
              'display',
              'position',
              'width',
              'height',
              'margin',
              'padding',
              'border',
              'border-radius',
              'color',
              'background-color',
              'font',
              'gap',
              'grid-template-columns',
              'flex-direction',
              'visibility',
              'opacity',
            ].map((property) =>
              property === 'height' && element.querySelector(`[${marker}]`)
                ? 'holds a part below the fold'
                : style.getPropertyValue(property),
            ),
          ].join(' | ');
        }),
    BELOW_THE_FOLD_ATTRIBUTE,
  );

/** Where each part marked below the fold starts: its top, and the window's height. */
const belowTheFold = (page: Page) =>
  page
    .locator(`[${BELOW_THE_FOLD_ATTRIBUTE}]`)
    .evaluateAll((parts) =>
      parts.map((part) => ({ top: part.getBoundingClientRect().top, fold: innerHeight })),
    );

test('a built page is styled by its inline rules alone until its stylesheet comes, in either scheme', async ({
  browser,
  baseURL,
  request,
}) => {
  // A page carries its whole stylesheet inline where the rules its markup does not use are
  // few (build/page-html/critical-styles.ts; `/` and `/about` today): every rule of the files
  // its links name (kept for the bundle's loader, never downloaded) is in it. Else the rules
  // it uses are inline, without the theme's properties nothing reads, and its stylesheet
  // deferred: what the first paint shows must already look as it will with it. Scripts off (a <noscript> link would apply a deferred
  // stylesheet), or in dark with the app's entry held back (the start script would).
  const deferred = async (path: string) => {
    const html = await htmlOf({ request }, path);
    if (html.includes('media="print" data-page-styles')) return true;
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const kept = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" type="text\/plain">/g)];
    expect(kept.length, path).toBeGreaterThan(0);
    for (const [, href] of kept)
      expect(inline, `${path}: ${href}`).toContain(await (await request.get(href!)).text());
    return false;
  };
  const look = async (
    path: string,
    { scheme, hold, split }: { scheme: 'light' | 'dark'; hold: boolean; split: boolean },
  ) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: scheme === 'dark' });
    const page = await context.newPage();
    if (scheme === 'dark') {
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
      // The app's entry never arrives: the start script applies a deferred stylesheet before
      // it, and nothing of the app renders over the built page.
      await page.route('**/assets/index-*.js', () => new Promise<void>(() => {}));
    }
    if (hold) await page.route('**/*.css', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // A deferred stylesheet is applied once it has come; held back, the page has only its
    // inline styles.
    if (split)
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.styleSheets].some((sheet) => {
              if (!sheet.href?.endsWith('.css') || sheet.media.mediaText === 'print') return false;
              // A stylesheet that failed to load has no rules to read (the browser throws).
              try {
                return sheet.cssRules.length > 0;
              } catch {
                return false;
              }
            }),
          ),
        )
        .toBe(!hold);
    const looks = await lookOfBody(page);
    // What the page marks below the fold is below it as the first paint lays the page out (its
    // inline rules alone): on a phone and on a large desktop screen. The catalogue's first page
    // marks its page numbers.
    if (hold && scheme === 'light') {
      const catalogue = path.startsWith('/products') && !path.startsWith('/products/');
      expect((await belowTheFold(page)).length, path).toBe(catalogue ? 1 : 0);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(viewport);
        for (const { top, fold } of await belowTheFold(page))
          expect(top, `${path} at ${viewport.width}×${viewport.height}`).toBeGreaterThan(fold);
      }
    }
    await context.close();
    return looks;
  };
  // A category is rendered on request by the page handler, in the catalogue's shell.
  for (const path of [
    '/',
    '/products',
    '/products/1',
    '/cart',
    '/products?category=Kids+Clothing',
  ]) {
    const split = await deferred(path);
    const withStylesheet = await look(path, { scheme: 'light', hold: false, split });
    expect(withStylesheet.length, path).toBeGreaterThan(30);
    expect(await look(path, { scheme: 'light', hold: true, split }), path).toEqual(withStylesheet);
  }
  // The cart: the page with the most rules of its own (its table, its recommendations); a
  // product page: the dark scheme's properties kept by what its light markup reads.
  for (const path of ['/cart', '/products/1']) {
    const split = await deferred(path);
    expect(await look(path, { scheme: 'dark', hold: true, split }), path).toEqual(
      await look(path, { scheme: 'dark', hold: false, split }),
    );
  }
});

test('what is typed into the catalogue search before the script runs is searched for', async ({
  page,
}) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  const wanted = (await page.getByRole('article').nth(1).getAttribute('aria-label'))!;
  const release = await holdAppScript(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const search = page.getByRole('combobox', { name: 'Search Products', exact: true });
  await search.fill(wanted);
  release();
  await expect(page).toHaveURL(/[?&]keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(wanted);
  await expect(search).toHaveValue(wanted);
  await expect(page.getByRole('article', { name: wanted, exact: true })).toBeVisible();
  // The box kept the focus: the text is suggested for too.
  await expect(
    page
      .getByRole('listbox', { name: 'Product suggestions' })
      .getByRole('option')
      .filter({ hasText: wanted }),
  ).toBeVisible();
});

test("a first visit's pictures show, though they load before the in-browser mock runs", async ({
  page,
}) => {
  // A fresh context: no service worker yet, so the HTML's pictures come from the host.
  for (const path of ['/products', '/products/1']) {
    await page.goto(path);
    const firstScreen = page.locator('main img[loading="eager"]');
    await expect(firstScreen.first()).toBeVisible();
    await expect
      .poll(() =>
        firstScreen.evaluateAll(
          (images) => (images as HTMLImageElement[]).filter((image) => !image.complete).length,
        ),
      )
      .toBe(0);
    const broken = await firstScreen.evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.naturalWidth === 0)
        .map((image) => image.alt),
    );
    expect(broken, `${path}: pictures that did not load`).toEqual([]);
  }
});
