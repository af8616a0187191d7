import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/mock-backend';
import { logIn, logInAs } from '../support/log-in';
import {
  expectCoversRouteTree,
  ROUTE_EXAMPLES,
  WHO_NAMES,
  type RoutePath,
  type Who,
} from '../support/routes';
import { openCommandPalette } from '../support/command-palette';

/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA) on every screen of the app in
 * the states a shopper or an administrator sees them, light and dark. Any `serious` or
 * `critical` violation fails, with its rule, help and the offending nodes in the message.
 *
 * Runs against the mock-mode build; every test starts from freshly seeded mock data.
 *
 * Every route of the router's route tree is visited at its example address, as the person the
 * route list names (tests/e2e/support/routes.ts); what each screen must show before it is
 * analysed, and in which schemes, is kept per route in SCREENS, and the sweep fails when the
 * tree has a route SCREENS says nothing about. Further states (dialogs, menus, the checkout's
 * steps, a card declined, a page not found) have tests of their own.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG A/AA rules that read colours. A screen's second scheme is the same page repainted
 * (the same elements, names and roles: the app follows the system's scheme, and nothing it
 * renders depends on it, see `a11yTest`), so every other rule would answer as it did in the
 * first; the second pass runs these alone (about half of an analysis).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Nodes listed per violation in a failure message; the rest are counted. */
const MAX_NODES = 8;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolations(state: string, violations: Violation[]): string {
  const lines = [`${violations.length} serious/critical axe violation(s) on ${state}:`];
  for (const violation of violations) {
    lines.push(`- [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`);
    for (const node of violation.nodes.slice(0, MAX_NODES)) {
      lines.push(`    at ${node.target.join(' ')}`);
      lines.push(`       ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
      if (why) lines.push(`       ${why.slice(0, 300)}`);
    }
    if (violation.nodes.length > MAX_NODES)
      lines.push(`    ... and ${violation.nodes.length - MAX_NODES} more node(s)`);
  }
  return lines.join('\n');
}

/**
 * Waits for the screen to be settled, as a person looks at it: what `ready` names is visible, no
 * spinner or "Loading..." is left, nothing is marked busy (stale results while new ones load),
 * and any transition still running is over (the tests ask for reduced motion, so there should be
 * none).
 */
async function settle(page: Page, ready: Locator) {
  // Generous: the shared machines are often busy, and the first visit builds the mock shop.
  const timeout = 20_000;
  await expect(ready).toBeVisible({ timeout });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout });
  await expect(page.getByText(/^(Loading\.\.\.|Please wait\.\.\.\.)$/)).toHaveCount(0, {
    timeout,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type Scheme = 'light' | 'dark';
/** Dark mode where it shows most: the pages and the back office; the rest in light mode only. */
const BOTH: Scheme[] = ['light', 'dark'];
const LIGHT: Scheme[] = ['light'];

/**
 * Runs axe on the settled page in each scheme; a failure is soft, so one test reports every
 * state it visits. The page follows the system's scheme (`auto`, see `a11yTest`): the system is
 * switched as a person's would at dusk, and the app repaints the same screen dark, so a screen
 * is built once and analysed in both.
 */
async function checkA11y(page: Page, state: string, ready: Locator, schemes: Scheme[]) {
  for (const [i, scheme] of schemes.entries()) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await settle(page, ready);
    // Only the violations are wanted: axe then skips building a selector and an HTML excerpt
    // for every node that passed, much of an analysis of a long page. (Before withTags and
    // withRules: options() replaces the whole options object, the rules they pick included.)
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    const results = await (i === 0 ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES))
      // The mock backend's floating control panel exists only in the mock-mode build (it is
      // development tooling, not part of the shop a visitor gets), so it is left out.
      .exclude('[data-mock-panel]')
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    // The rule ids are compared (a short diff); the message lists what and where.
    expect
      .soft(
        serious.map((violation) => violation.id),
        describeViolations(`${state} (${scheme} mode)`, serious),
      )
      .toEqual([]);
  }
}

async function addTwoProductsToCart(page: Page) {
  await page.goto('/products');
  const addButtons = page.getByRole('button', { name: 'Add to Cart' });
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
  ).toContainText('2');
}

const main = (page: Page) => page.getByRole('main');

/**
 * One test from freshly seeded mock data (a browser context of its own: the in-browser mock
 * starts from the seed, and the body's first step opens a page); every screen it checks is analysed in each of the
 * schemes. The app is set to follow the system's scheme (Mantine's `auto`, what the header's
 * toggle stores as `light` or `dark`), so the test can switch the scheme under a screen.
 */
function a11yTest(
  title: string,
  schemes: Scheme[],
  body: (page: Page, schemes: Scheme[]) => Promise<void>,
) {
  test(`${title} (${schemes.join(' and ')} mode)`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'auto'));
    await page.emulateMedia({ colorScheme: 'light' });
    await body(page, schemes);
  });
}

// Several screens per test, each analysed; the shared machines can be slow.
test.describe.configure({ timeout: 180_000 });

interface Screen {
  /** What must be visible before the screen is analysed. */
  ready: (page: Page) => Locator;
  /** The colour schemes it is analysed in. */
  schemes: Scheme[];
  /** Sets the scene before the route is opened. */
  prepare?: (page: Page) => Promise<void>;
}

/** The first product of the catalogue on the wishlist, by its heart. */
async function keepFirstProduct(page: Page) {
  await page.goto('/products');
  const heart = main(page)
    .getByRole('button', { name: /^Add .+ to wishlist$/ })
    .first();
  await heart.click();
  await expect(
    main(page)
      .getByRole('button', { name: /^Remove .+ from wishlist$/ })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
}

/** Per route of the tree (who opens it, and at which address, is the route list's). */
const SCREENS: Record<RoutePath, Screen> = {
  '/': { schemes: BOTH, ready: (page) => main(page).getByRole('article').first() },
  '/products': { schemes: BOTH, ready: (page) => main(page).getByRole('article').nth(11) },
  '/products/$productId': {
    schemes: BOTH,
    // With its related products (the same category's cards).
    ready: (page) =>
      main(page).getByRole('region', { name: 'Related products' }).getByRole('article').first(),
  },
  '/cart': { schemes: BOTH, ready: (page) => page.getByText('Your cart is empty') },
  '/wishlist': {
    schemes: BOTH,
    prepare: keepFirstProduct,
    // The marks and Move to cart come with the catalogue's current data.
    ready: (page) => main(page).getByRole('button', { name: /^Move .+ to the cart$/ }),
  },
  '/about': { schemes: BOTH, ready: (page) => main(page).getByRole('article').first() },
  '/contact': {
    schemes: BOTH,
    ready: (page) => page.getByRole('button', { name: 'Send Message' }),
  },
  '/login': { schemes: BOTH, ready: (page) => page.getByRole('heading', { name: 'Login Here' }) },
  '/register': {
    schemes: BOTH,
    ready: (page) => page.getByRole('heading', { name: 'Register Here' }),
  },
  '/checkout': {
    schemes: LIGHT,
    prepare: addTwoProductsToCart,
    ready: (page) => main(page).getByRole('article').first(),
  },
  '/order-confirmation': {
    // Opened without a payment: no order is placed, and the page says so.
    schemes: LIGHT,
    ready: (page) => main(page).getByRole('alert').filter({ hasText: 'payment was not completed' }),
  },
  '/profile': { schemes: BOTH, ready: (page) => page.getByRole('heading', { name: 'user1' }) },
  '/profile/orders': { schemes: BOTH, ready: (page) => main(page).getByRole('article').first() },
  '/profile/orders/$orderId': { schemes: BOTH, ready: (page) => page.getByTestId('order-total') },
  '/admin': { schemes: BOTH, ready: (page) => page.getByRole('group', { name: '总用户数' }) },
  '/admin/users': { schemes: BOTH, ready: (page) => main(page).getByRole('row').nth(1) },
  '/admin/products': { schemes: BOTH, ready: (page) => main(page).getByRole('row').nth(1) },
  '/admin/categories': {
    schemes: BOTH,
    ready: (page) => main(page).getByRole('article').first(),
  },
  '/admin/orders': { schemes: BOTH, ready: (page) => main(page).getByRole('row').nth(1) },
  '/admin/analytics': { schemes: BOTH, ready: (page) => main(page).getByRole('region').first() },
  '/admin/settings': {
    schemes: BOTH,
    ready: (page) => main(page).getByRole('heading', { name: '系统设置' }),
  },
};

test('the sweep covers every route of the route tree', () => {
  expectCoversRouteTree('SCREENS', Object.keys(SCREENS));
});

for (const who of ['guest', 'user', 'admin'] as const satisfies readonly Who[])
  a11yTest(`every route ${WHO_NAMES[who]} opens`, BOTH, async (page) => {
    await logInAs(page, who);
    for (const example of ROUTE_EXAMPLES.filter((candidate) => candidate.as === who)) {
      const screen = SCREENS[example.route as RoutePath] as Screen | undefined;
      if (!screen) continue;
      await screen.prepare?.(page);
      await page.goto(example.url);
      await checkA11y(page, example.url, screen.ready(page), screen.schemes);
    }
  });

a11yTest(
  'the search suggestions, a product dialog and the recently viewed products',
  BOTH,
  async (page, schemes) => {
    await page.goto('/products');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    // The suggestion list, open with the arrow keys on its first option.
    const search = page.getByRole('combobox', { name: 'Search Products' });
    await search.pressSequentially('skipp');
    const suggestions = page
      .getByRole('listbox', { name: 'Product suggestions' })
      .getByRole('option');
    // The typed text has become the catalogue's search (its address) and the suggestions are
    // this text's: the screen a person reads once it stops changing.
    await expect(page).toHaveURL(/skipp/);
    await expect(suggestions.filter({ hasText: /Skipping Rope/ }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await checkA11y(
      page,
      '/products with the search suggestions open',
      suggestions.and(page.locator('[aria-selected="true"]')),
      schemes,
    );
    // Enter opens the chosen product's dialog, as its card does.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Skipping Rope/ });
    await checkA11y(page, '/products with a product dialog', dialog, schemes);
    const productPage = page.url();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Home, with the product among the recently viewed, and a second one opened there.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const card = main(page).getByRole('article').first();
    const name = (await card.getAttribute('aria-label'))!;
    await card.getByRole('link', { name }).click();
    await page
      .getByRole('dialog', { name })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await checkA11y(
      page,
      '/ with the recently viewed products',
      page.getByRole('region', { name: 'Recently viewed' }).getByRole('listitem').nth(1),
      schemes,
    );

    // The first product's own page: the other one under "You looked at".
    await page.goto(productPage);
    await checkA11y(
      page,
      'a product page with the products looked at',
      page.getByRole('region', { name: 'You looked at' }).getByRole('listitem').first(),
      schemes,
    );
  },
);

a11yTest('the cart with items', BOTH, async (page, schemes) => {
  await addTwoProductsToCart(page);
  await page.goto('/cart');
  await checkA11y(page, '/cart (with items)', page.getByTestId('cart-subtotal'), schemes);
});

a11yTest('a page not found', BOTH, async (page, schemes) => {
  await page.goto('/no-such-page');
  await checkA11y(
    page,
    'a not-found URL',
    page.getByRole('heading', { name: 'Page not found' }),
    schemes,
  );
});

a11yTest(
  'the catalogue filters: beside the list, and in the phone’s drawer',
  BOTH,
  async (page, schemes) => {
    await page.goto('/products');
    const panel = main(page).getByRole('region', { name: 'Narrow the products' });
    await panel
      .getByRole('checkbox', { name: /\(\d+\)$/ })
      .first()
      .check();
    await expect(page).toHaveURL(/brand=/);
    await checkA11y(page, '/products with a brand chosen', panel, schemes);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await checkA11y(
      page,
      'the filter drawer, open',
      drawer.getByRole('button', { name: /^Show \d+ products?$/ }),
      schemes,
    );
  },
);

a11yTest('the mobile navigation menu, open', LIGHT, async (page, schemes) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await checkA11y(
    page,
    'the mobile menu',
    page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', {
      name: 'Contact',
    }),
    schemes,
  );
});

a11yTest('a shopper: the account menu, and no admin access', BOTH, async (page, schemes) => {
  await logIn(page, 'user1', 'password1');
  await page.getByRole('button', { name: 'Account menu for user1' }).click();
  await checkA11y(
    page,
    'the account menu',
    page.getByRole('menuitem', { name: 'LogOut' }),
    schemes,
  );
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await checkA11y(
    page,
    '/admin (no access)',
    page.getByRole('heading', { name: 'No access' }),
    schemes,
  );
});

a11yTest(
  'a shopper: every checkout step, a declined card, the confirmation',
  LIGHT,
  async (page, schemes) => {
    await logIn(page, 'user1', 'password1');
    await addTwoProductsToCart(page);
    await page.goto('/checkout');
    const firstAddress = main(page).getByRole('article').first();
    await checkA11y(page, '/checkout: Address', firstAddress, schemes);

    await page.getByRole('button', { name: 'Add Address' }).click();
    await checkA11y(page, '/checkout: the address form', page.getByRole('dialog'), schemes);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await firstAddress.getByRole('button', { name: 'Deliver here' }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await checkA11y(
      page,
      '/checkout: Payment Method',
      page.getByRole('radio', { name: /Card/ }),
      schemes,
    );

    await page.getByRole('button', { name: 'Proceed' }).click();
    await checkA11y(page, '/checkout: Order Summary', page.getByLabel('Delivery address'), schemes);

    await page.getByRole('button', { name: 'Proceed' }).click();
    const cardNumber = page.getByRole('textbox', { name: 'Card number' });
    await checkA11y(page, '/checkout: Payment', cardNumber, schemes);

    await cardNumber.fill('4000 0000 0000 0002');
    await page.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await checkA11y(
      page,
      '/checkout: Payment, card declined',
      page.getByText('Your card was declined.'),
      schemes,
    );

    await cardNumber.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await checkA11y(
      page,
      '/order-confirmation',
      page.getByRole('heading', { name: 'Order Confirmed!' }),
      schemes,
    );
  },
);

a11yTest('the back office with its menu collapsed', BOTH, async (page, schemes) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/settings');
  await expect(main(page).getByRole('heading', { name: '系统设置' })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await checkA11y(
    page,
    '/admin/settings with the menu collapsed',
    page.getByRole('button', { name: 'Expand menu' }),
    schemes,
  );
});

a11yTest('the back office forms and details', LIGHT, async (page, schemes) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  await page.getByRole('button', { name: '添加商品' }).click();
  await checkA11y(page, '/admin/products: the add-product form', page.getByRole('dialog'), schemes);

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: '添加分类' }).click();
  await checkA11y(
    page,
    '/admin/categories: the add-category form',
    page.getByRole('dialog'),
    schemes,
  );

  await page.goto('/admin/users');
  await main(page).getByRole('row').nth(1).getByRole('button').first().click();
  await checkA11y(page, '/admin/users: a user', page.getByRole('dialog'), schemes);

  await page.goto('/admin/orders');
  await main(page).getByRole('row').nth(1).getByRole('button').first().click();
  await checkA11y(page, '/admin/orders: an order', page.getByRole('dialog'), schemes);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Bulk actions: the selection bar, then a finished run's per-row results.
  const boxes = main(page).getByRole('checkbox', { name: /^选择 订单 #/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = main(page).getByRole('region', { name: '批量操作' });
  await checkA11y(
    page,
    '/admin/orders: two orders selected',
    bar.getByText('已选择 2 项'),
    schemes,
  );
  await bar.getByRole('button', { name: '修改状态' }).click();
  await page.getByRole('dialog', { name: '修改订单状态' }).getByRole('combobox').click();
  await page.getByRole('option', { name: '已发货' }).click();
  await page.getByRole('button', { name: '开始' }).click();
  const run = page.getByRole('dialog', { name: '修改订单状态：已发货' });
  await checkA11y(
    page,
    '/admin/orders: a bulk status change, done',
    run.getByText('完成 2 项，失败 0 项，未执行 0 项'),
    schemes,
  );
  await run.getByRole('button', { name: '关闭', exact: true }).click();

  // The CSV import's dry run, with a row in error.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: '导入 CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: '导入商品（CSV）' });
  await importDialog.getByLabel('CSV 文件').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'productName,description,price,discount,quantity,categoryName\r\n' +
        'Axe check lamp,A desk lamp for the check,19.9,0,3,Phones\r\nab,<b>,10,0,1,Nope',
    ),
  });
  await checkA11y(
    page,
    '/admin/products: the CSV import, checked',
    importDialog.getByText('共 2 行：新建 1 行，更新 0 行，1 行有错误（不会导入）'),
    schemes,
  );
});

a11yTest('the command palette with results', BOTH, async (page, schemes) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  await expect(main(page).getByRole('row').nth(1)).toBeVisible();
  const search = page.getByRole('textbox', { name: /^命令面板/ });
  await openCommandPalette(page, search);
  await page.keyboard.type('a');
  await checkA11y(
    page,
    'the command palette with results',
    page.getByRole('group', { name: '商品' }).getByRole('button').first(),
    schemes,
  );
  await page.keyboard.press('Escape');
});
