import { type Page } from '@playwright/test';
import { expect, test } from '../support/mock-backend';
import { a11yTest, BOTH, checkA11y, LIGHT } from '../support/axe';
import { putTwoProductsInCart } from '../support/cart';
import { logIn } from '../support/log-in';
import { openCommandPalette } from '../support/command-palette';
import { tapFirstBrand } from '../support/first-brand-tap';

/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA) on every screen of the app in
 * the states a shopper or an administrator sees them, light and dark. Any `serious` or
 * `critical` violation fails, with its rule, help and the offending nodes in the message.
 *
 * Runs against the mock-mode build; every test starts from freshly seeded mock data.
 *
 * Every route of the router's route tree, at its example address, is analysed by the route sweep
 * (route-sweep.spec.ts, one visit per route for this check, the keyboard's and the page
 * identity's); here are the states past a route: dialogs, menus, the checkout's steps, a card
 * declined, a page not found.
 */

const main = (page: Page) => page.getByRole('main');

// Several screens per test, each analysed; the shared machines can be slow.
test.describe.configure({ timeout: 180_000 });

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
  await putTwoProductsInCart(page);
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
    await tapFirstBrand(page, panel.getByRole('checkbox', { name: /\(\d+\)$/ }).first());
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

a11yTest(
  'a shopper: the account menu, no admin access, the review form',
  BOTH,
  async (page, schemes) => {
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

    // A product user1 received (the seed's first completed order): the review form, sent empty.
    await page.goto('/products/20');
    const reviews = main(page).getByRole('region', { name: 'Customer reviews' });
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByRole('form', { name: 'Your review of this product' });
    await form.getByRole('button', { name: 'Send review' }).click();
    await checkA11y(
      page,
      'a product page with the review form and its errors',
      form.getByText('Choose from 1 to 5 stars'),
      schemes,
    );
  },
);

a11yTest(
  'a shopper: every checkout step, a declined card, the confirmation',
  LIGHT,
  async (page, schemes) => {
    await logIn(page, 'user1', 'password1');
    await putTwoProductsInCart(page);
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
