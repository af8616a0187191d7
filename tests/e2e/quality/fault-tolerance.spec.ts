import { type Locator, type Page } from '@playwright/test';
import { expect, prepareContext, test as base } from '../support/mock-backend';
import { restoreState, type BrowserState } from '../support/browser-state';
import { ACCOUNTS, logIn } from '../support/log-in';
import { expectCoversRouteTree, ROUTE_EXAMPLES, type RoutePath, type Who } from '../support/routes';
import { STATIC_SCREEN_BROWSER_SCENARIO, STATIC_SCREEN_PATHS } from '../support/static-screens';

/**
 * Issue 8's fault-tolerance gate: every route under every failure scenario of the mock backend
 * (mocks/scenarios.ts) shows its content, its own error message or a clear error state, and never a
 * blank screen; any uncaught page error fails the test. One test per scenario and way of starting,
 * with one page load per route in it.
 *
 * The person signs in (and fills the cart) with the scenario off, then opens the route with
 * `?mock-scenario=<name>`: the in-browser mock keeps that scenario for the rest of the visit.
 * Runs in the mock-mode run only (the HTTP-mode config leaves tests/e2e/quality out).
 *
 * The routes, their example addresses and who opens them come from the router's route tree
 * (tests/e2e/support/routes.ts); what each screen shows is kept per route in FAULTS, and the
 * sweep fails when the tree has a route FAULTS says nothing about.
 */

const SCENARIOS = [
  'server-error',
  'network-error',
  'slow',
  'unauthorized',
  'malformed-json',
] as const;
type Scenario = (typeof SCENARIOS)[number];
/** The scenarios in which every call of the screen fails. */
const FAILING: readonly Scenario[] = ['server-error', 'network-error', 'malformed-json'];

// The slow scenario delays every call by 1.5 s, and some screens chain two or three calls;
// failing queries are retried twice with back-off before a screen gives up. The tests move the
// page's clock on past those timers; the limit is for a machine that is slow to render.
const STATE_TIMEOUT = 15_000;
// A test visits up to nine routes, each a page load: a limit for a hang on a busy machine.
base.describe.configure({ timeout: 300_000 });

/** A failed product list says the server's words, else its own (docs/product/errors.md). */
const PRODUCTS_FAILED = /Failed to fetch products|Internal Server Error/;
// The network is named only when no answer arrived (network-error), not for a 500 or bad JSON.
const ADMIN_SAMPLE_NOTICE =
  /^(无法连接服务器|服务器未能返回列表)，当前显示的是示例数据，并非商店的真实数据。$/;
const ADMIN_STATS_FAILED = /^无法加载统计数据，(请检查网络连接或)?稍后重试$/;

/** What a route's screen shows, with and without its data. */
interface RouteFaults {
  /** A product is put in the cart first. */
  withCartItem?: boolean;
  /** The screen with its data (the happy path; also what `slow` ends with). */
  ready: (page: Page) => Locator;
  /** The screen when every call fails; a static screen shows what it always shows. */
  failed?: (page: Page) => Locator;
}

interface RouteCase extends RouteFaults {
  path: string;
  /** Who opens it: a visitor, user1, or the administrator. */
  as: Who;
}

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });
const alertWith = (page: Page, text: string | RegExp) =>
  main(page).getByRole('alert').filter({ hasText: text }).first();
/** An error panel with its message and a way to try again. */
const alertWithRetry = (page: Page, text: string | RegExp, retry: string | RegExp = 'Try again') =>
  main(page)
    .getByRole('alert')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: retry }) })
    .first();

/** Per route of the tree (who opens it, and at which address, is the route list's). */
const FAULTS: Record<RoutePath, RouteFaults> = {
  '/': {
    ready: (page) => main(page).getByRole('article').first(),
    failed: (page) => alertWith(page, PRODUCTS_FAILED),
  },
  '/products': {
    ready: (page) => main(page).getByRole('article').first(),
    failed: (page) => alertWith(page, PRODUCTS_FAILED),
  },
  '/products/$productId': {
    ready: (page) => heading(page, 'Pocket Cotton T-Shirt, Red'),
    failed: (page) => alertWithRetry(page, 'The product could not be loaded.'),
  },
  '/cart': {
    // The cart lives in the browser: it is shown whatever the server does.
    withCartItem: true,
    ready: (page) => main(page).getByRole('table', { name: 'Cart items' }),
  },
  '/about': { ready: (page) => heading(page, 'About Us') },
  '/contact': { ready: (page) => heading(page, 'Contact Us') },
  '/login': { ready: (page) => heading(page, 'Login Here') },
  '/register': { ready: (page) => heading(page, 'Register Here') },
  '/profile': {
    ready: (page) => main(page).getByRole('button', { name: 'Edit' }).first(),
    failed: (page) => alertWithRetry(page, 'Failed to fetch user addresses'),
  },
  '/profile/orders': {
    ready: (page) =>
      main(page)
        .getByText(/Order #|You have not placed any order yet/)
        .first(),
    failed: (page) => alertWithRetry(page, /Failed to fetch orders|Internal Server Error/),
  },
  '/profile/orders/$orderId': {
    ready: (page) => main(page).getByTestId('order-total'),
    failed: (page) => alertWithRetry(page, /Failed to fetch orders|Internal Server Error/),
  },
  // The list lives in the browser (empty for this visitor): no call, the same whatever happens.
  '/wishlist': { ready: (page) => main(page).getByText('Your wishlist is empty') },
  '/checkout': {
    withCartItem: true,
    ready: (page) => main(page).getByRole('button', { name: 'Edit' }).first(),
    failed: (page) => alertWithRetry(page, 'Failed to fetch user addresses'),
  },
  '/order-confirmation': {
    // Opened without a payment to confirm: it says so, whatever the server does.
    ready: (page) => alertWith(page, 'The payment was not completed'),
  },
  '/admin': {
    ready: (page) => main(page).getByText('总用户数'),
    failed: (page) => alertWithRetry(page, ADMIN_STATS_FAILED, '重新加载'),
  },
  '/admin/users': {
    ready: (page) => main(page).getByRole('row').nth(1),
    failed: (page) => main(page).getByText(ADMIN_SAMPLE_NOTICE),
  },
  '/admin/products': {
    ready: (page) => main(page).getByRole('row').nth(1),
    failed: (page) => main(page).getByText(ADMIN_SAMPLE_NOTICE),
  },
  '/admin/categories': {
    ready: (page) => main(page).getByRole('button', { name: '编辑' }).first(),
    failed: (page) => main(page).getByText(ADMIN_SAMPLE_NOTICE),
  },
  '/admin/orders': {
    ready: (page) => heading(page, /订单管理|订单功能开发中/).last(),
    failed: (page) =>
      main(page)
        .filter({ has: page.getByRole('alert').filter({ hasText: '订单加载失败' }) })
        .filter({ has: page.getByRole('button', { name: '重新加载' }) }),
  },
  '/admin/reviews': {
    ready: (page) => heading(page, '评价管理'),
    failed: (page) =>
      main(page)
        .filter({ has: page.getByRole('alert').filter({ hasText: '评价加载失败' }) })
        .filter({ has: page.getByRole('button', { name: '重新加载' }) }),
  },
  '/admin/analytics': {
    ready: (page) => main(page).locator('.recharts-wrapper').first(),
    failed: (page) => alertWithRetry(page, ADMIN_STATS_FAILED, '重新加载'),
  },
  '/admin/settings': {
    ready: (page) => main(page).getByRole('heading', { name: '系统设置' }),
  },
};

const ROUTES: RouteCase[] = [
  ...ROUTE_EXAMPLES.flatMap((example) => {
    const faults = FAULTS[example.route as RoutePath] as RouteFaults | undefined;
    return faults ? [{ path: example.url, as: example.as, ...faults }] : [];
  }),
  // Not a route of the tree: any other address.
  { path: '/no-such-page', as: 'guest', ready: (page) => heading(page, 'Page not found') },
];

async function signIn(page: Page, who: 'user' | 'admin') {
  const { username, password } = ACCOUNTS[who];
  await logIn(page, username, password, '/login?mock-scenario=none');
}

/** Setting the scene: what the start needs is the line in the cart (its badge says 1). */
async function putProductInCart(page: Page) {
  await page.goto('/products?mock-scenario=none');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
  ).toContainText('1');
}

interface Start {
  as: RouteCase['as'];
  withCartItem: boolean;
}
const startKey = ({ as, withCartItem }: Start) =>
  `${as}${withCartItem ? ' with a line in the cart' : ''}`;

/**
 * Each way of starting (who, with or without a cart line) is prepared once per worker, with the
 * scenario off: the browser state every visit of a route starts from (the seeded mock shop, its
 * session cookie and the app's stored user and cart).
 */
const test = base.extend<object, { prepareStart: (start: Start) => Promise<BrowserState> }>({
  prepareStart: [
    async ({ browser }, provide, workerInfo) => {
      const prepared = new Map<string, Promise<BrowserState>>();
      const prepare = async ({ as, withCartItem }: Start) => {
        // As the fixture's own contexts: a page load waits until the app has taken the
        // prerendered page over. Without it, the first Add to Cart could be clicked on the
        // prerendered HTML before hydration, and nothing was added.
        const context = await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          reducedMotion: workerInfo.project.use.reducedMotion,
        });
        await prepareContext(context);
        const page = await context.newPage();
        if (as === 'guest') await page.goto('/?mock-scenario=none');
        else await signIn(page, as);
        if (withCartItem) await putProductInCart(page);
        const state = await context.storageState();
        await context.close();
        return state;
      };
      await provide((start) => {
        const key = startKey(start);
        if (!prepared.has(key)) prepared.set(key, prepare(start));
        return prepared.get(key)!;
      });
    },
    { scope: 'worker' },
  ],
});

/** The app's frame (the storefront's or the back office's header) and some real text. */
async function expectNotBlank(page: Page, withHeader = true) {
  if (withHeader) await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect
    .poll(async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim().length)
    .toBeGreaterThan(40);
}

/** What the person must see: the login page, the screen's error state, or the screen itself. */
/**
 * The back office opens only once GET /auth/user has confirmed the session: when every call
 * fails, that check fails too, and the admin area stays closed with a clear message and a retry
 * (the screens' own failure states are covered by tests/admin/).
 */
const adminStaysClosed = (route: RouteCase, scenario: Scenario) =>
  route.as === 'admin' && FAILING.includes(scenario);

function expectedState(route: RouteCase, scenario: Scenario, page: Page): Locator {
  if (scenario === 'unauthorized' && route.as !== 'guest') return heading(page, 'Login Here');
  if (adminStaysClosed(route, scenario))
    return alertWithRetry(page, 'Could not check your session', 'Try again');
  if (FAILING.includes(scenario) && route.failed) return route.failed(page);
  return route.ready(page);
}

/** One route opened under the scenario: what the person sees, never a blank screen or an error. */
async function visitUnder(page: Page, route: RouteCase, scenario: Scenario) {
  const pageErrors: string[] = [];
  const onError = (error: Error) => pageErrors.push(`${error.name}: ${error.message}`);
  page.on('pageerror', onError);
  // An example may carry a search of its own (the pending reviews).
  await page.goto(`${route.path}${route.path.includes('?') ? '&' : '?'}mock-scenario=${scenario}`);
  const state = expectedState(route, scenario, page);
  await expect
    .poll(
      async () => {
        if (await state.isVisible()) return true;
        await page.clock.fastForward(250);
        return state.isVisible();
      },
      { timeout: STATE_TIMEOUT, intervals: [50] },
    )
    .toBe(true);
  if (scenario === 'unauthorized' && route.as !== 'guest')
    await expect(page).toHaveURL(/\/login(\?|$)/);
  await expectNotBlank(page, !adminStaysClosed(route, scenario));
  page.off('pageerror', onError);
  expect(pageErrors, `uncaught errors in the page at ${route.path}`).toEqual([]);
}

// The plain test: this check needs no browser state.
base('the sweep covers every route of the route tree', () => {
  expectCoversRouteTree('FAULTS', Object.keys(FAULTS));
});

/**
 * A screen that shows the same whatever the server does is visited here under one failing
 * scenario; vitest takes the other four (../support/static-screens.ts).
 */
const isStatic = (route: RouteCase) =>
  (STATIC_SCREEN_PATHS as readonly string[]).includes(route.path);

/**
 * One test per scenario and way of starting, one visit per route in it: every visit is a page
 * load of its own from the prepared state (restoreState), in one browser context.
 */
for (const scenario of SCENARIOS) {
  const routes = ROUTES.filter(
    (route) => !isStatic(route) || scenario === STATIC_SCREEN_BROWSER_SCENARIO,
  );
  const starts = new Map<string, { start: Start; routes: RouteCase[] }>();
  for (const route of routes) {
    const start = { as: route.as, withCartItem: !!route.withCartItem };
    const group = starts.get(startKey(start)) ?? { start, routes: [] };
    group.routes.push(route);
    starts.set(startKey(start), group);
  }
  for (const { start, routes: visited } of starts.values()) {
    test.describe(`under ${scenario}`, () => {
      test(`as ${startKey(start)}: ${visited.map((route) => route.path).join(', ')}`, async ({
        page,
        prepareStart,
      }) => {
        const state = await prepareStart(start);
        // The page's clock runs, but the test moves it on while it waits: the back-off between
        // a failing query's retries (0.5 s, 1 s) and the slow scenario's delays are over at
        // once, so the sweep waits for what the screen shows, not for the timers that lead there.
        await page.clock.install();
        for (const route of visited)
          await test.step(route.path, async () => {
            await restoreState(page, state);
            await visitUnder(page, route, scenario);
          });
      });
    });
  }
}
