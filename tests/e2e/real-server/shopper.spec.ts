import { submitLogin } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import { addAddress, deliverToSummary } from '../support/checkout-steps';
import { expectToast } from '../support/toasts';

/**
 * A new shopper against a server that behaves like the real Spring backend (the mock server's
 * quirks mode; this folder runs only in the `http-quirks` project): a search with no hit is a 400,
 * a new user has no server cart, a too-short field fails only at persist (a masked 401), and
 * prices are unrounded doubles.
 */
test('a new shopper signs up, finds nothing for a search, and pays with no server cart yet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `new${Date.now() % 100000}`;
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'UserName' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${name}@mail.com`);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'User Registered Successfully');
  await submitLogin(page, name, 'secret12');

  // The server answers 400 "Products not found with keyword": the shopper sees an empty result.
  await page.goto('/products?keyword=zzqqxx');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText(/Products not found with keyword/)).toHaveCount(0);

  await page.goto('/products');
  const addButtons = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButtons.first()).toBeVisible();
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await page.getByRole('link', { name: /Cart/ }).first().click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // A city of 3 letters would fail at persist with a masked 401: the form says so first.
  const form = await addAddress(page, { City: 'Rio' });
  await expect(form.getByText('*City must be at least 4 characters')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Street' })).toHaveValue('Harbour Road 12');
  await form.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expectToast(page, 'Address saved successfully');
  const total = await deliverToSummary(page, 'Tower Seven');
  // Unrounded doubles from the server never reach the screen.
  await expect(page.getByText(/\$\d+\.\d{3}/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed' }).click();

  // The server cart was created before it was read: the payment step opens with the same total.
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  await page.goto('/profile/orders');
  await expect(page.getByRole('article').first()).toContainText(`Total ${total}`);
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
});
