import { type Page } from '@playwright/test';
import { tabTo } from '../support/keyboard';
import { expect, test } from '../support/mock-backend';

/**
 * The keyboard gate: a shopper checks out and an administrator adds a product with
 * the keyboard alone. Apart from setting the scene (page.goto, signing in), every step is a key
 * press: Tab / Shift+Tab to move, Enter / Space to act, arrows in radio groups and lists, typing
 * in fields. No clicks. An element the keyboard cannot reach, or a trap, fails the test.
 *
 * Before the journeys, a sweep of every route of the router's route tree, at its example address
 * and as the person the route list names (tests/e2e/support/routes.ts): Tab from the top of the
 * page reaches the control the page is there for (TARGETS, per route), and Shift+Tab leads back
 * out to the skip link. The sweep fails when the tree has a route TARGETS says nothing about.
 */

test.describe.configure({ timeout: 120_000 });

/** Signs in through the login form (setting the scene; the journeys below are keyboard-only). */
async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'UserName' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

test('a shopper checks out with the keyboard alone', async ({ page }) => {
  await logIn(page, 'user1', 'password1');

  // A product found by its first letters: the suggestion list's arrows, Enter opens its dialog,
  // Escape closes it and the focus is back in the search box.
  await page.goto('/products');
  const addToCart = page.getByRole('button', { name: 'Add to Cart' }).first();
  await expect(addToCart).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search Products' });
  await tabTo(page, search);
  await page.keyboard.type('skipp');
  const suggestions = page
    .getByRole('listbox', { name: 'Product suggestions' })
    .getByRole('option');
  await expect(suggestions).toHaveCount(3);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Skipping Rope/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('aria-expanded', 'false');

  // A product into the cart, from the catalogue.
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /Cart/,
  });
  await expect(cartLink).toContainText('1');

  // Back up to the header, to the cart, and on to the checkout.
  await tabTo(page, cartLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const checkout = page.getByRole('link', { name: 'Checkout' });
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();

  // Step 1, Address: add a new one in the dialog, then deliver there.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add Address' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add Address' });
  await expect(form).toBeVisible();
  const address: [field: string, value: string][] = [
    ['Building Name', 'Keyboard Court'],
    ['Street', 'Tab Street 9'],
    ['City', 'Springfield'],
    ['State', 'Illinois'],
    ['Pincode', '62701'],
    ['Country', 'USA'],
  ];
  for (const [field, value] of address) {
    await tabTo(page, form.getByRole('textbox', { name: field }));
    await page.keyboard.type(value);
  }
  await tabTo(page, form.getByRole('button', { name: 'Save Address' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const newAddress = page.getByRole('article', { name: 'Keyboard Court' });
  const deliverHere = newAddress.getByRole('button', { name: 'Deliver here' });
  await tabTo(page, deliverHere);
  await page.keyboard.press('Enter');
  await expect(newAddress.getByRole('button', { name: 'Selected' })).toBeVisible();
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');

  // Step 2, Payment Method: the arrows move between the choices; back to Card.
  const card = page.getByRole('radio', { name: /Card/ });
  const paypal = page.getByRole('radio', { name: /PayPal/ });
  await expect(card).toBeChecked();
  await tabTo(page, card, { backwards: true });
  await page.keyboard.press('ArrowDown');
  await expect(paypal).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(card).toBeChecked();
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');

  // Step 3, Order Summary.
  await expect(page.getByLabel('Delivery address')).toContainText('Keyboard Court');
  await page.keyboard.press('Enter'); // the focus is still on Proceed
  const cardNumber = page.getByRole('textbox', { name: 'Card number' });
  await expect(cardNumber).toBeVisible();

  // Step 4, Payment: the built-in test card form, submitted with Enter.
  await tabTo(page, cardNumber, { backwards: true });
  await page.keyboard.type('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Expiration date' })).toBeFocused();
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Security code' })).toBeFocused();
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\?.*redirect_status=succeeded/);
  await expect(cartLink).toContainText('0');
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an administrator adds a product with the keyboard alone', async ({ page }) => {
  const productName = `Keyboard Lamp ${Date.now() % 100000}`;
  // Playwright intercepts file dialogs only once something listens for them, and switching that
  // on is not awaited: listening right before the key press raced it (the dialog opened
  // unintercepted now and then). Listening from the start leaves it switched on long before.
  const fileDialog = page.waitForEvent('filechooser');
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();

  const add = page.getByRole('button', { name: '添加商品' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '添加商品' });
  await expect(dialog).toBeVisible();

  const fields: [name: RegExp, value: string][] = [
    [/^商品名称/, productName],
    [/^品牌/, 'Lumo'],
    [/^商品描述/, 'A warm desk lamp, added without a mouse.'],
    [/^价格/, '120.50'],
    [/^特价/, '99.90'],
    [/^库存/, '7'],
  ];
  for (const [name, value] of fields) {
    const field = dialog.getByRole('textbox', { name });
    await tabTo(page, field);
    await page.keyboard.type(value);
    await expect(field).toHaveValue(value);
  }

  // The category list: type to filter, arrow to the option, Enter to choose.
  const category = dialog.getByRole('combobox', { name: /^分类/ });
  await tabTo(page, category);
  await page.keyboard.type('Spor');
  await expect(page.getByRole('option', { name: 'Sports' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(category).toHaveValue('Sports');

  // On sale: Space unticks and ticks the box again.
  const onSale = dialog.getByRole('checkbox', { name: /^上架销售/ });
  await tabTo(page, onSale);
  await expect(onSale).toBeChecked();
  await page.keyboard.press('Space');
  await expect(onSale).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(onSale).toBeChecked();

  // The image: Enter on 选择图片 opens the file dialog, where a file is picked.
  await tabTo(page, dialog.getByRole('button', { name: '选择图片' }));
  await page.keyboard.press('Enter');
  await (await fileDialog).setFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('已选择：lamp.png')).toBeVisible();

  await tabTo(page, dialog.getByRole('button', { name: '创建' }));
  await page.keyboard.press('Enter');
  // Saved (the 2-second toast is too short-lived to wait for on a busy machine): the dialog
  // closes once the product and its image are stored.
  await expect(dialog).toBeHidden();
  // The focus is back where it was, not at the top of the page.
  await expect(add).toBeFocused();

  // Find it in the table through the search box.
  const search = page.getByRole('textbox', { name: '搜索商品名称或品牌...' });
  await tabTo(page, search);
  await page.keyboard.type(productName);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Sports');
  await expect(row.getByRole('img', { name: productName })).toHaveAttribute(
    'src',
    /\/api\/images\/.+\.png$/,
  );
});
