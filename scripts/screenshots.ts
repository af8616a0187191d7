/**
 * Captures the storefront and the back office in Chromium, from the mock data, into
 * docs/screenshots/ (the images in the README).
 *
 *   npm run screenshots                       # build the mock-mode app, serve it, capture
 *   npm run screenshots -- --no-build         # reuse dist-screenshots/ from an earlier run
 *   npm run screenshots -- --port 4180        # serve on another port (default 4176)
 *   npm run screenshots -- --only mobile      # one part only (storefront, mobile, admin); repeatable
 *
 * The browser is the one scripts/chromium.ts picks (Debian's Chromium here, else Playwright's own).
 * The PNGs are Chromium's own, as Playwright writes them.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build as viteBuild, preview, type PreviewServer } from 'vite';
import { STABLE_CLASSES } from '@/app/stable-classes';
import { chromiumLaunchOptions as launchOptions, systemChromium } from './chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'docs', 'screenshots');
// Relative to the root, as the vite config's own plugins read it.
const buildDir = 'dist-screenshots';

const PARTS = { storefront, mobile, admin } as const;
type Part = keyof typeof PARTS;

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4176' },
    only: { type: 'string', multiple: true },
  },
});
const port = Number(args.port);
if (!Number.isInteger(port) || port <= 0) throw new Error(`Bad --port: ${args.port}`);
const unknownPart = args.only?.find((part) => !(part in PARTS));
if (unknownPart)
  throw new Error(`Bad --only: ${unknownPart} (one of ${Object.keys(PARTS).join(', ')})`);
const parts = (args.only ?? Object.keys(PARTS)) as Part[];
const baseURL = `http://localhost:${port}`;

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

/** The mock panel's round "M" button and the toasts stay out of the pictures. */
const HIDE_CSS = `
  [data-mock-panel] { display: none !important; }
  .${STABLE_CLASSES.toast} { display: none !important; }
`;

const written: string[] = [];
let browser: Browser | undefined;

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function newContext(viewport: { width: number; height: number }, mobile = false) {
  const context = await browser!.newContext({
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(20_000);
  return context;
}

/**
 * Waits until the page shows real content: no requests, no loaders, the images in view and the
 * fonts loaded. (Images further down load lazily: they are not in a viewport screenshot.)
 */
async function settle(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForLoadState('networkidle');
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await page.waitForFunction(`
    ![...document.querySelectorAll(
      ${JSON.stringify(`.${STABLE_CLASSES.loader}, .${STABLE_CLASSES.skeleton}[data-visible], [aria-busy="true"]`)},
    )].some((el) => el.offsetParent !== null) &&
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0)
  `);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // Transitions (modals, menus, the stepper) finish.
  await page.waitForTimeout(500);
}

/**
 * One PNG of what the page shows now. The pointer first leaves the content (no hover effects),
 * unless `keepPointer` (the home banner holds still while it is over it). `fullPage` makes the
 * viewport as tall as the page.
 */
async function shoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; keepPointer?: boolean } = {},
) {
  if (!options.keepPointer) await page.mouse.move(0, 0);
  await settle(page);
  const viewport = page.viewportSize()!;
  if (options.fullPage) {
    // A viewport as tall as the page rather than Playwright's fullPage: the fixed side menu then
    // reaches the bottom too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
    await settle(page);
  }
  await page.addStyleTag({ content: HIDE_CSS });
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  if (options.fullPage) await page.setViewportSize(viewport);
  written.push(file);
  console.log(`  ${relative(root, file)}  ${Math.round(statSync(file).size / 1024)} KB`);
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'UserName' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Keeps the home banner on its first slide: the autoplay stops while the pointer is over it. */
async function holdBanner(page: Page) {
  const banner = page.getByRole('region', { name: 'Featured collections' });
  await banner.waitFor();
  const box = (await banner.boundingBox())!;
  // Over a plain part of the slide, away from the controls.
  const rest = () => page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await rest();
  const first = banner.getByRole('tab', { name: 'Show slide 1' });
  if ((await first.getAttribute('aria-selected')) !== 'true') {
    await first.click();
    await rest();
  }
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-label="Show slide 1"]')?.getAttribute('aria-selected') ===
      'true',
  );
}

async function storefront() {
  const context = await newContext(DESKTOP);
  const page = await context.newPage();

  await page.goto('/?mock-reset&mock-scenario=none');
  await page.getByRole('article').first().waitFor();
  await holdBanner(page);
  await shoot(page, 'storefront-home', { keepPointer: true });

  await page.goto('/products');
  const cards = page.getByRole('article');
  await cards.nth(11).waitFor();
  await shoot(page, 'storefront-products');

  await cards.first().getByRole('link').first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, 'storefront-product-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  // Three products in the cart, one of them twice.
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.nth(0).click();
  await add.nth(2).click();
  await add.nth(2).click();
  await add.nth(5).click();
  await page.goto('/cart');
  await page.getByTestId('cart-subtotal').waitFor();
  await shoot(page, 'storefront-cart');

  // Dark mode, then back to light for the rest.
  await page.goto('/products');
  await cards.nth(11).waitFor();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await shoot(page, 'storefront-products-dark');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'UserName' }).waitFor();
  await shoot(page, 'storefront-login');
  await logIn(page, 'user1', 'password1');

  // Checkout: the address, the payment method, the summary, then the test payment form.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Deliver here' }).first().click();
  await shoot(page, 'checkout-address');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('radio', { name: /Card/ }).waitFor();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Delivery address').waitFor();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.locator(':focus').blur();
  await shoot(page, 'checkout-payment');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
  await shoot(page, 'checkout-confirmation');

  await page.goto('/profile');
  await page.getByRole('article').first().waitFor();
  await shoot(page, 'profile-addresses');

  await page.goto('/profile/orders');
  await page.getByRole('article').first().waitFor();
  await shoot(page, 'profile-orders');

  await page
    .getByRole('link', { name: /^View order #/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Print receipt' }).waitFor();
  await shoot(page, 'profile-order', { fullPage: true });

  await page.goto('/products');
  const hearts = page.getByRole('button', { name: /^Add .* to wishlist$/ });
  await hearts.nth(0).click();
  await hearts.nth(1).click();
  await page.goto('/wishlist');
  await page
    .getByRole('button', { name: /^Move / })
    .first()
    .waitFor();
  await shoot(page, 'wishlist');

  await context.close();
}

async function mobile() {
  const context = await newContext(MOBILE, true);
  const page = await context.newPage();
  await page.goto('/?mock-reset&mock-scenario=none');
  await page.getByRole('article').first().waitFor();
  await holdBanner(page);
  await shoot(page, 'mobile-home', { keepPointer: true });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Close navigation' }).waitFor();
  await shoot(page, 'mobile-menu');
  await context.close();
}

async function admin() {
  const context = await newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto('/login?mock-reset&mock-scenario=none');
  await logIn(page, 'admin', 'adminPass');

  await page.goto('/admin');
  await page.getByRole('group', { name: '总用户数' }).waitFor();
  await page.locator('.recharts-surface').first().waitFor();
  await page.waitForTimeout(1500);
  await shoot(page, 'admin-dashboard', { fullPage: true });

  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').waitFor();
  await page.keyboard.type('phone');
  await page.waitForTimeout(500);
  await shoot(page, 'admin-palette');
  await page.keyboard.press('Escape');

  await page.goto('/admin/settings');
  await page.getByRole('heading', { name: '系统设置' }).waitFor();
  await shoot(page, 'admin-settings');

  await page.goto('/admin/users');
  await page.getByRole('row').nth(1).waitFor();
  await shoot(page, 'admin-users');

  await page.goto('/admin/products');
  await page.getByRole('row').nth(1).waitFor();
  await shoot(page, 'admin-products');

  await page.getByRole('button', { name: '添加商品' }).click();
  await page.getByRole('dialog', { name: '添加商品' }).waitFor();
  await shoot(page, 'admin-product-form');
  await page.keyboard.press('Escape');

  await page.goto('/admin/categories');
  await page.getByRole('article').first().waitFor();
  await shoot(page, 'admin-categories');

  await page.goto('/admin/orders');
  await page.getByRole('row').nth(1).waitFor();
  await shoot(page, 'admin-orders');

  await page.goto('/admin/analytics');
  await page.locator('.recharts-surface').first().waitFor();
  // The charts draw themselves in.
  await page.waitForTimeout(1500);
  await shoot(page, 'admin-analytics', { fullPage: true });

  await context.close();
}

async function main() {
  const started = Date.now();
  mkdirSync(outDir, { recursive: true });
  if (!args['no-build']) {
    console.log(`Building the mock-mode app into ${buildDir}/ ...`);
    await viteBuild({ root, mode: 'mock', logLevel: 'warn', build: { outDir: buildDir } });
  } else if (!existsSync(join(root, buildDir, 'index.html'))) {
    throw new Error(`--no-build, but there is no ${buildDir}/index.html: run without it first`);
  }
  // Something else on the port would answer in place of this build (strictPort stops ours).
  if (await answers(baseURL)) throw new Error(`${baseURL} is taken: choose another --port`);
  console.log(`Serving it on ${baseURL} ...`);
  server = await preview({
    root,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir: buildDir },
    preview: { port, strictPort: true },
  });
  browser = await chromium.launch(launchOptions);
  console.log(`Chromium ${browser.version()}${systemChromium ? ` (${systemChromium})` : ''}`);
  for (const part of parts) await PARTS[part]();
  console.log(`\nWritten:\n${written.map((file) => `  ${relative(root, file)}`).join('\n')}`);
  console.log(`${written.length} screenshots in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

let server: PreviewServer | undefined;
try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await browser?.close().catch(() => undefined);
  await server?.close();
}
