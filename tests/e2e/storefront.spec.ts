import { type Page } from '@playwright/test';
import { expect, test } from './support/mock-backend';
import { expectHydrated } from './support/hydration';
import { expectToast } from './support/toasts';

/**
 * The storefront walk: search → filter → sort → page 3 → reload keeps the state →
 * a product's dialog, its page from the shared link → add to cart up to the stock limit → /cart totals →
 * reload keeps the cart. Runs against the mock-mode build and its in-browser backend.
 */

const BOTTLES = 30; // 3 pages of 12 in one category, all matching one search
const LIMITED = { name: 'Trail Bottle 03', stock: 3, specialPrice: 10.8 }; // price 12, 10% off

/** An administrator stocks the shop with 30 bottles through the back-office API. */
async function stockBottles(page: Page) {
  await page.evaluate(
    async ({ count, limited }) => {
      const json = { 'Content-Type': 'application/json' };
      const signIn = await fetch('/api/auth/signin', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'admin', password: 'adminPass' }),
      });
      if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status}`);
      const categories = await (await fetch('/api/public/categories?pageSize=100')).json();
      const sports = categories.content.find(
        (category: { categoryName: string }) => category.categoryName === 'Sports',
      );
      for (let i = 1; i <= count; i++) {
        const productName = `Trail Bottle ${String(i).padStart(2, '0')}`;
        const created = await fetch(`/api/admin/categories/${sports.categoryId}/product`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            productName,
            description: 'A steel bottle for long trails.',
            price: 9 + i,
            discount: 10,
            quantity: productName === limited ? 3 : 50,
          }),
        });
        if (!created.ok) throw new Error(`create ${productName}: ${created.status}`);
      }
      await fetch('/api/auth/signout', { method: 'POST' });
    },
    { count: BOTTLES, limited: LIMITED.name },
  );
}

const cardNames = (page: Page) => page.getByRole('article').getByRole('link').allTextContents();
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test('search, filter, sort and page survive a reload; a shared product goes to the cart up to its stock', async ({
  page,
  context,
}) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  await expect(page.getByRole('article')).toHaveCount(12);
  await stockBottles(page);

  // Search: written to the URL after the pause in typing.
  await page.getByRole('combobox', { name: 'Search Products' }).fill('trail bottle');
  await expect(page).toHaveURL(/keyword=trail(\+|%20)bottle/);
  await expect(page.getByRole('article').first()).toContainText('Trail Bottle');

  // Filter by category.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Sports' }).click();
  await expect(page).toHaveURL(/category=Sports/);

  // Sort by price, descending.
  await page.getByRole('button', { name: /Sort By/ }).click();
  await expect(page).toHaveURL(/sortby=desc/);
  await expect(page.getByRole('article').first()).toContainText('Trail Bottle 30');

  // Page 3: the six cheapest bottles, most expensive first.
  await pages(page).getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  const pageThree = ['06', '05', '04', '03', '02', '01'].map((n) => `Trail Bottle ${n}`);
  await expect.poll(() => cardNames(page)).toEqual(pageThree);

  // A reload shows the very same state.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect.poll(() => cardNames(page)).toEqual(pageThree);
  await expect(page.getByRole('combobox', { name: 'Search Products' })).toHaveValue('trail bottle');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Sports');
  await expect(page.getByRole('button', { name: /Sort By/ })).toHaveAccessibleName(/desc/);
  await expect(pages(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Open the limited bottle's dialog: the address bar shows the bottle's own page, and the link
  // shared from there opens that page in a new tab.
  await page.getByRole('article', { name: LIMITED.name }).getByRole('link').click();
  await expect(page.getByRole('dialog', { name: LIMITED.name })).toBeVisible();
  const sharedLink = page.url();
  expect(new URL(sharedLink).pathname).toMatch(/^\/products\/\d+$/);
  const tab = await context.newPage();
  await tab.goto(sharedLink);
  const product = tab.getByRole('main');
  await expect(product.getByRole('heading', { level: 1, name: LIMITED.name })).toBeVisible();
  await expect(product.getByText('In Stock')).toBeVisible();

  // Add to the cart up to the stock; one more is refused.
  const add = product.getByRole('button', { name: 'Add to Cart' });
  for (let i = 0; i < LIMITED.stock; i++) await add.click();
  await expectToast(tab, `${LIMITED.name} added to the cart`);
  await add.click();
  await expectToast(tab, 'Quantity Reached to Limit');

  // The cart page adds it up: 3 × $10.80.
  await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }).click();
  const line = tab.getByRole('row', { name: new RegExp(LIMITED.name) });
  await expect(line.getByRole('textbox', { name: `Quantity of ${LIMITED.name}` })).toHaveValue('3');
  await expect(line).toContainText('$10.80');
  await expect(line).toContainText('$32.40');
  await expect(tab.getByTestId('cart-subtotal')).toHaveText('$32.40');
  await expect(tab.getByText('0%')).toBeVisible();

  // And keeps it over a reload.
  await tab.reload();
  await expect(tab.getByRole('row', { name: new RegExp(LIMITED.name) })).toContainText('$32.40');
  await expect(tab.getByTestId('cart-subtotal')).toHaveText('$32.40');
});

test('nothing on the home page moves as the banner turns (no layout shift)', async ({ page }) => {
  // Layout shifts not caused by the visitor count in CLS: the banner's dots once moved each
  // other as the active one grew.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node?: Node | null }[];
      })[])
        shifts.push(
          (entry.sources ?? []).map((source) => (source.node as Element)?.className).join(' '),
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install();
  await page.goto('/?mock-reset&mock-scenario=none');
  const banner = page.getByRole('region', { name: 'Featured collections' });
  await expectHydrated(banner); // its autoplay starts then
  await page.clock.runFor(8500);
  await expect(banner.getByRole('tab', { name: 'Show slide 3' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual(
    [],
  );
});

test('the home banner turns to the next slide after 4 seconds', async ({ page }) => {
  // The page's clock, not the machine's: the test stops it and moves it on itself.
  await page.clock.install();
  await page.goto('/?mock-reset&mock-scenario=none');
  const banner = page.getByRole('region', { name: 'Featured collections' });
  const slideTab = (n: number) => banner.getByRole('tab', { name: `Show slide ${n}` });
  await expect(slideTab(1)).toHaveAttribute('aria-selected', 'true');
  // The first slide shows from the page's HTML: wait for the banner itself to be hydrated (its
  // autoplay starts then, and the app is ready before its page's parts are) before the clock
  // stops, or the app's start would wait on the stopped clock.
  await expectHydrated(banner);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  // Not at once: two seconds on, the first slide is still shown (the page took less than two
  // to be ready, as the autoplay starts with it) ...
  await page.clock.runFor(2000);
  await expect(slideTab(1)).toHaveAttribute('aria-selected', 'true');
  // ... and by four seconds the next one is.
  await page.clock.runFor(2500);
  await expect(slideTab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(banner.getByRole('link', { name: 'Shop Smart TV' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test.describe('the home banner by finger and keyboard', () => {
  test.use({ hasTouch: true, viewport: { width: 412, height: 915 } });

  test('a swipe turns it either way, a focused link brings its slide in, a vertical move scrolls the page', async ({
    page,
  }) => {
    await page.clock.install(); // no autoplay turn in between: the test moves no clock
    await page.goto('/?mock-reset&mock-scenario=none');
    const banner = page.getByRole('region', { name: 'Featured collections' });
    const slideTab = (n: number) => banner.getByRole('tab', { name: `Show slide ${n}` });
    await expectHydrated(banner);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

    // A finger, through Chromium's touch input (Playwright has taps, not drags, for touch).
    const cdp = await page.context().newCDPSession(page);
    const box = (await banner.boundingBox())!;
    const drag = async (from: [number, number], to: [number, number]) => {
      const at = (f: number) => ({
        x: box.x + box.width * (from[0] + (to[0] - from[0]) * f),
        y: box.y + box.height * (from[1] + (to[1] - from[1]) * f),
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
      for (const f of [0.25, 0.5, 0.75, 1])
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(f)] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await drag([0.8, 0.5], [0.2, 0.5]); // to the left: the next slide
    await expect(slideTab(2)).toHaveAttribute('aria-selected', 'true');
    await expect(banner.getByRole('link', { name: 'Shop Smart TV' })).toBeInViewport();

    await drag([0.2, 0.5], [0.8, 0.5]); // to the right: back
    await expect(slideTab(1)).toHaveAttribute('aria-selected', 'true');

    // The keyboard: a link in a slide not shown, focused, brings its slide into view.
    await banner.getByRole('link', { name: 'Shop Living Room' }).focus();
    await expect(slideTab(3)).toHaveAttribute('aria-selected', 'true');
    await expect(banner.getByRole('link', { name: 'Shop Living Room' })).toBeInViewport();
    await banner.getByRole('link', { name: 'Shop Living Room' }).blur();

    // Last, as the page may go on scrolling after the finger leaves (a fling): upwards, the page
    // scrolls and the banner stays on its slide.
    await drag([0.5, 0.9], [0.55, 0.1]);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(slideTab(3)).toHaveAttribute('aria-selected', 'true');
  });
});

test('on a tablet held upright the header keeps its links on one line, inside it', async ({
  page,
}) => {
  // From Mantine's sm (768 px) the links show in the header; up to 819 px they used to wrap onto
  // a second line that the 60 px header cut off.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/');
  const header = await page.getByRole('banner').boundingBox();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Products', 'About', 'Contact', /^Wishlist/, /^Cart/]) {
    const link = await nav
      .getByRole('link', { name, exact: typeof name === 'string' })
      .boundingBox();
    expect(link, `the ${String(name)} link`).not.toBeNull();
    expect(link!.y, `the ${String(name)} link's top`).toBeGreaterThanOrEqual(header!.y);
    expect(link!.y + link!.height, `the ${String(name)} link's bottom`).toBeLessThanOrEqual(
      header!.y + header!.height,
    );
  }
  await expect(page.getByRole('link', { name: 'Login' })).toBeInViewport({ ratio: 1 });
});
