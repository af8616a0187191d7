import { type Locator, type Page } from '@playwright/test';
import { a11yTest, BOTH, checkA11y, LIGHT, type Scheme } from '../support/axe';
import { putTwoProductsInCart } from '../support/cart';
import { tabTo } from '../support/keyboard';
import { logInAs } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import {
  expectCoversRouteTree,
  ROUTE_EXAMPLES,
  WHO_NAMES,
  type RouteExample,
  type RoutePath,
  type Who,
} from '../support/routes';

/**
 * Every route of the router's route tree, at its example address and as the person the route
 * list names (tests/e2e/support/routes.ts), visited once for three gates that used to visit it
 * each on its own (issue 65: a page is paid for once):
 *
 * - **page identity**: the address, `<html lang>`, the title, one `<title>`, a meta description
 *   (distinct on the public pages); the first Tab stop is the skip link, shown, and Enter on it
 *   puts the focus on the main region;
 * - **keyboard**: Tab from the top of the page reaches the control the page is there for, and
 *   Shift+Tab leads back out to the skip link;
 * - **accessibility**: axe (WCAG 2.0/2.1 A and AA) on the settled screen, light and dark.
 *
 * What each route must show and which control it is there for are kept per route in ROUTES; the
 * sweep fails when the tree has a route ROUTES says nothing about. The states past a route are
 * in accessibility.spec.ts, keyboard.spec.ts and page-identity.spec.ts.
 */

// Some twenty screens per test, each analysed twice; the shared machines can be slow.
test.describe.configure({ timeout: 240_000 });

const SKIP_LINK: Record<RouteExample['lang'], string> = {
  en: 'Skip to content',
  'zh-CN': '跳到主要内容',
};

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
/** A screen with nothing to operate: its own entry in the back office's menu. */
const menuEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name });

/** The first product of the catalogue on the wishlist, by its heart (setting the scene). */
async function keepFirstProduct(page: Page) {
  await page.goto('/products');
  await main(page)
    .getByRole('button', { name: /^Add .+ to wishlist$/ })
    .first()
    .click();
  await expect(
    main(page)
      .getByRole('button', { name: /^Remove .+ from wishlist$/ })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
}

interface RouteChecks {
  /** Sets the scene before the route is opened. */
  prepare?: (page: Page) => Promise<void>;
  /** The control the page is there for: Tab from the top reaches it. */
  target: (page: Page) => Locator;
  /** What must be visible before the screen is analysed (the settled screen); the control itself when left out. */
  ready?: (page: Page) => Locator;
  /** The colour schemes it is analysed in: light and dark when left out. */
  schemes?: Scheme[];
}

/** Per route of the tree (who opens it, and at which address, is the route list's). */
const ROUTES: Record<RoutePath, RouteChecks> = {
  '/': {
    target: (page) => button(page, 'Add to Cart').first(),
    ready: (page) => main(page).getByRole('article').first(),
  },
  '/products': {
    target: (page) => button(page, 'Add to Cart').first(),
    ready: (page) => main(page).getByRole('article').nth(11),
  },
  '/products/$productId': {
    target: (page) => button(page, 'Add to Cart'),
    // With its reviews (product 1 has approved ones) and its related products (the same
    // category's cards).
    ready: (page) =>
      main(page)
        .filter({
          has: page.getByRole('region', { name: 'Customer reviews' }).getByRole('listitem').first(),
        })
        .filter({
          has: page.getByRole('region', { name: 'Related products' }).getByRole('article').first(),
        }),
  },
  '/cart': {
    target: (page) => main(page).getByRole('link', { name: 'Start Shopping' }),
    ready: (page) => page.getByText('Your cart is empty'),
  },
  '/wishlist': {
    prepare: keepFirstProduct,
    // The marks and Move to cart come with the catalogue's current data.
    target: (page) => main(page).getByRole('button', { name: /^Move .+ to the cart$/ }),
  },
  '/about': {
    // The sample phones have no Add to Cart: their names open their details.
    target: (page) => main(page).getByRole('article').first().getByRole('link'),
    ready: (page) => main(page).getByRole('article').first(),
  },
  '/contact': {
    target: (page) => button(page, 'Send Message'),
  },
  '/login': {
    target: (page) => button(page, 'Login'),
    ready: (page) => page.getByRole('heading', { name: 'Login Here' }),
  },
  '/register': {
    target: (page) => button(page, 'Register'),
    ready: (page) => page.getByRole('heading', { name: 'Register Here' }),
  },
  '/checkout': {
    prepare: putTwoProductsInCart,
    target: (page) => button(page, 'Add Address'),
    ready: (page) => main(page).getByRole('article').first(),
    schemes: LIGHT,
  },
  '/order-confirmation': {
    // Opened without a payment: no order is placed, and the page says so.
    target: (page) => main(page).getByRole('link', { name: 'Back to checkout' }),
    ready: (page) => main(page).getByRole('alert').filter({ hasText: 'payment was not completed' }),
    schemes: LIGHT,
  },
  '/profile': {
    target: (page) => button(page, 'Add Address'),
    ready: (page) => page.getByRole('heading', { name: 'user1' }),
  },
  '/profile/orders': {
    target: (page) => button(page, 'Buy again').first(),
    ready: (page) => main(page).getByRole('article').first(),
  },
  '/profile/orders/$orderId': {
    target: (page) => button(page, 'Print receipt'),
    ready: (page) => page.getByTestId('order-total'),
  },
  '/admin': {
    target: (page) => menuEntry(page, 'Dashboard'),
    ready: (page) => page.getByRole('group', { name: '总用户数' }),
  },
  '/admin/users': {
    target: (page) => button(page, '添加用户'),
    ready: (page) => main(page).getByRole('row').nth(1),
  },
  '/admin/products': {
    target: (page) => button(page, '添加商品'),
    ready: (page) => main(page).getByRole('row').nth(1),
  },
  '/admin/categories': {
    target: (page) => button(page, '添加分类'),
    ready: (page) => main(page).getByRole('article').first(),
  },
  '/admin/orders': {
    // An order's details, from the first row.
    target: (page) => main(page).getByRole('row').nth(1).getByRole('button').first(),
    ready: (page) => main(page).getByRole('row').nth(1),
  },
  '/admin/reviews': {
    // The first review's approval: the moderation list's own control.
    target: (page) =>
      main(page)
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^通过评价/ }),
    ready: (page) => main(page).getByRole('row').nth(1),
  },
  '/admin/analytics': {
    target: (page) => menuEntry(page, 'Analytics'),
    ready: (page) => main(page).getByRole('region').first(),
  },
  '/admin/settings': {
    target: (page) => menuEntry(page, 'Settings'),
    ready: (page) => main(page).getByRole('heading', { name: '系统设置' }),
  },
};

test('the sweep covers every route of the route tree', () => {
  expectCoversRouteTree('ROUTES', Object.keys(ROUTES));
});

const atAddress = (url: string) => new RegExp(`${url.replace(/[/?]/g, '\\$&')}$`);

/** What the page says it is, read as it loads (no focus moved yet). */
async function expectIdentity(
  page: Page,
  example: RouteExample,
  descriptions: Map<string, string>,
) {
  await expect(page).toHaveURL(atAddress(example.url));
  await expect(page.locator('html')).toHaveAttribute('lang', example.lang);
  await expect(page).toHaveTitle(example.title);
  // (SVG icons and charts have <title>s of their own.)
  await expect(page.locator('head > title')).toHaveCount(1);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  const content = (await description.getAttribute('content')) ?? '';
  expect(content.length, `${example.url}: a description`).toBeGreaterThan(20);
  if (example.public) {
    expect
      .soft([...descriptions].find(([, other]) => other === content)?.[0], {
        message: `${example.url} has the same description as another page`,
      })
      .toBeUndefined();
    descriptions.set(example.url, content);
  }
}

for (const who of ['guest', 'user', 'admin'] as const satisfies readonly Who[])
  a11yTest(`every route ${WHO_NAMES[who]} opens: identity, keyboard, axe`, BOTH, async (page) => {
    await logInAs(page, who);
    const descriptions = new Map<string, string>();
    for (const example of ROUTE_EXAMPLES.filter((candidate) => candidate.as === who)) {
      const route = ROUTES[example.route as RoutePath] as RouteChecks | undefined;
      if (!route) continue;
      await test.step(example.url, async () => {
        await route.prepare?.(page);
        await page.goto(example.url);
        await expectIdentity(page, example, descriptions);

        // From the top of the page, once the control is there (the back office's title shows
        // while its session check does, before the shell: a person tabs once the page is there):
        // the first Tab stop is the skip link, shown; further Tabs reach the control.
        const target = route.target(page);
        await expect(target).toBeVisible();
        const skipLink = page.getByRole('link', { name: SKIP_LINK[example.lang] });
        await page.keyboard.press('Tab');
        await expect(skipLink).toBeFocused();
        await expect(skipLink).toBeInViewport({ ratio: 1 });
        await tabTo(page, target);
        // Shift+Tab leads back out to it, and Enter on it puts the focus on the main region.
        await tabTo(page, skipLink, { backwards: true });
        await page.keyboard.press('Enter');
        await expect(page.locator('#main-content')).toBeFocused();
        await expect(page).toHaveURL(atAddress(example.url));

        await checkA11y(
          page,
          example.url,
          (route.ready ?? route.target)(page),
          route.schemes ?? BOTH,
        );
      });
    }
  });
