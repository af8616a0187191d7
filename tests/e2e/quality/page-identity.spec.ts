import { type Page } from '@playwright/test';
import { expect, test } from '../support/mock-backend';
import { logInAs } from '../support/log-in';
import { ROUTE_EXAMPLES, routeTreePaths, type Who } from '../support/routes';

/**
 * Every page says where it is (what axe does not check): a distinct, meaningful document title;
 * `<html lang>` that matches the content (en in the storefront, zh-CN in the back office); a
 * meta description on the public pages; a skip link as the first Tab stop that moves the focus
 * to the main region; and after a client-side navigation, the focus on the new page's heading,
 * its title read out by a polite live region, and the scroll at the top (or, going back, where
 * it was). The visits come from the router's route tree (tests/e2e/support/routes.ts); the
 * first four, on every route, are the route sweep's (route-sweep.spec.ts), one visit per route
 * with the keyboard's and axe's checks.
 */

test.describe.configure({ timeout: 180_000 });

const announcer = (page: Page) => page.locator('[data-page-announcer]');

/** On the home page: a visitor opens it, a person who signs in lands on it. */
async function start(page: Page, who: Who) {
  if (who === 'guest') await page.goto('/');
  else await logInAs(page, who);
}

test('the sweep covers every route of the route tree', () => {
  const tree = routeTreePaths();
  const covered = ROUTE_EXAMPLES.map((example) => example.route);
  expect(tree.length, 'routes read from src/routeTree.gen.ts').toBeGreaterThan(10);
  expect(
    tree.filter((route) => !covered.includes(route)),
    'routes without an example in tests/e2e/support/routes.ts',
  ).toEqual([]);
  expect(
    covered.filter((route) => !tree.includes(route)),
    'examples of routes that are no longer in the tree',
  ).toEqual([]);
  for (const example of ROUTE_EXAMPLES)
    expect(example.url, `${example.route}: parameters filled in`).not.toContain('$');
});

test('the titles are distinct and meaningful', () => {
  const titles = ROUTE_EXAMPLES.map((example) => example.title);
  expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
  for (const title of titles) {
    expect(title).not.toMatch(/undefined|null|NaN/);
    expect(title).toMatch(/^.+ · (Shop|后台)$/);
  }
});

test('live titles: the cart count, an open product, a missing product, a page not found', async ({
  page,
}) => {
  await start(page, 'guest');

  await page.goto('/products');
  const addButtons = page.getByRole('button', { name: 'Add to Cart' });
  for (const index of [0, 1, 2]) await addButtons.nth(index).click();
  await page.goto('/cart');
  await expect(page).toHaveTitle('Cart (3) · Shop');
  await page
    .getByRole('table', { name: 'Cart items' })
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(page).toHaveTitle('Cart (2) · Shop');

  await page.goto('/products');
  const firstCard = page.getByRole('main').getByRole('article').first();
  const productName = (await firstCard.getAttribute('aria-label'))!;
  await firstCard.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveTitle(`${productName} · Shop`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('Products · Shop');

  await page.goto('/products?category=Sports&page=2');
  await expect(page).toHaveTitle('Sports · Products, page 2 · Shop');

  await page.goto('/products?product=999999');
  await expect(page).toHaveTitle('Product not found · Shop');
  await page.goto('/about?product=999999');
  await expect(page).toHaveTitle('Product not found · Shop');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a product that fails to load still gives a sensible title', async ({ page }) => {
  await start(page, 'guest');
  await page.goto('/products?product=3&mock-scenario=server-error');
  await expect(page).toHaveTitle('Product not found · Shop', { timeout: 30_000 });
});

test('a shopper at /admin gets the storefront\'s "No access", in English', async ({ page }) => {
  await start(page, 'user');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page).toHaveTitle('No access · Shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** Follows a link with the keyboard: focus on it, Enter. */
async function followLink(page: Page, name: string | RegExp, within = page.locator('body')) {
  const link = within.getByRole('link', { name }).first();
  await link.focus();
  await page.keyboard.press('Enter');
}

test('after following a link: focus on the new heading, the title announced, scroll at the top', async ({
  page,
}) => {
  await start(page, 'guest');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const arrivals: [link: string | RegExp, heading: string, title: string][] = [
    ['Products', 'Products', 'Products · Shop'],
    ['About', 'About Us', 'About us · Shop'],
    ['Contact', 'Contact Us', 'Contact us · Shop'],
    // The empty cart's heading is an h2: with no h1, the first h2 gets the focus.
    [/Cart/, 'Your cart is empty', 'Cart (0) · Shop'],
    ['Home', 'Home', 'Home · Shop'],
  ];
  for (const [link, heading, title] of arrivals) {
    await test.step(`${title}`, async () => {
      await followLink(page, link, nav);
      await expect(page).toHaveTitle(title);
      await expect(
        page.getByRole('main').getByRole('heading', { name: heading, exact: true }),
      ).toBeFocused();
      await expect(announcer(page)).toHaveText(title);
    });
  }

  // Scroll: a new page starts at the top; Back returns to where the page was left.
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article').nth(11)).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const left = await page.evaluate(() => window.scrollY);
  await followLink(page, 'About', nav);
  await expect(page).toHaveTitle('About us · Shop');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveTitle('Products · Shop');
  await expect(page.getByRole('main').getByRole('article').nth(11)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
  await expect(announcer(page)).toHaveText('Products · Shop');
  // A reload keeps the place too (the browser's own restoring, on a built page).
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').nth(11)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
});

test('a shopper signs in, then opens the profile and orders from the account menu', async ({
  page,
}) => {
  await start(page, 'guest');
  await followLink(page, 'Login');
  await expect(page).toHaveTitle('Log in · Shop');
  await expect(announcer(page)).toHaveText('Log in · Shop');
  await followLink(page, 'SignUp', page.getByRole('main'));
  await expect(page).toHaveTitle('Register · Shop');
  await expect(announcer(page)).toHaveText('Register · Shop');

  await logInAs(page, 'user');
  await page.getByRole('button', { name: 'Account menu for user1' }).click();
  await page.getByRole('menuitem', { name: 'Order' }).click();
  await expect(page).toHaveTitle('My orders · Shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await expect(announcer(page)).toHaveText('My orders · Shop');
});

test('in the back office: focus on the new page and its Chinese title announced', async ({
  page,
}) => {
  await start(page, 'admin');
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  for (const example of ROUTE_EXAMPLES.filter((candidate) => candidate.as === 'admin').reverse()) {
    await test.step(example.title, async () => {
      // The side menu links to the page itself (an example may carry a search: the reviews').
      await followLink(page, new RegExp(`^${await linkName(page, example.route)}$`), nav);
      await expect(page).toHaveURL(new RegExp(`${example.route}$`));
      await expect(page).toHaveTitle(example.title);
      await expect(announcer(page)).toHaveText(example.title);
      // The focus is on the page's heading, or on its main region when it has none.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            const main = document.getElementById('main-content');
            return (
              !!active &&
              !!main &&
              (active === main || (main.contains(active) && /^H[12]$/.test(active.tagName)))
            );
          }),
        )
        .toBe(true);
    });
  }
});

/** The accessible name of the side menu's link to `url`. */
function linkName(page: Page, url: string): Promise<string> {
  return page
    .getByRole('navigation', { name: 'Admin navigation' })
    .locator(`a[href="${url}"]`)
    .getAttribute('aria-label')
    .then((name) => name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
