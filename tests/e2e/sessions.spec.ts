import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';

/**
 * Sessions that cannot be fooled, in the browser (mock mode, and HTTP mode against the mock
 * server): a sign-out in one tab signs the other out, and nothing of the last user is left to see
 * or in storage afterwards. Two pages of one context share storage and cookies, like two tabs.
 */
test('a sign-out in one tab signs the other out; nothing of the last user is left', async ({
  page,
  context,
}) => {
  await logIn(page, 'user1', 'password1');

  // What the user leaves while shopping: a cart line and a chosen checkout address.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await page.evaluate(() =>
    localStorage.setItem(
      'CHECKOUT_ADDRESS',
      JSON.stringify({
        addressId: 1,
        street: 'Main Street 1',
        buildingName: 'Tower',
        city: 'Springfield',
        state: 'State',
        country: 'Country',
        pincode: '123456',
      }),
    ),
  );

  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'user1' })).toBeVisible();
  // No bearer token in web storage: the session is the cookie.
  expect(
    await other.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('token')]),
  ).toEqual([null, null]);

  await page.getByRole('button', { name: 'Account menu for user1' }).click();
  await page.getByRole('menuitem', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The other tab follows: it leaves the profile for the login page and shows nobody.
  await expect(other).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await expect(other.getByRole('button', { name: 'Account menu for user1' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: /Cart/ }).first()).toContainText('0');

  // Nothing of user1 to see...
  for (const path of ['/profile', '/profile/orders', '/checkout']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // ...nor stored.
  const stored = await page.evaluate(() =>
    ['auth', 'user', 'authToken', 'token', 'cartItems', 'CHECKOUT_ADDRESS', 'client-secret'].filter(
      (key) => localStorage.getItem(key) !== null,
    ),
  );
  expect(stored).toEqual([]);
  await other.close();
});
