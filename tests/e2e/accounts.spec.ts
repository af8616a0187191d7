import { submitLogin } from './support/log-in';
import { expect, test } from './support/mock-backend';
import { expectToast } from './support/toasts';

test.describe('accounts in mock mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/?mock-reset&mock-scenario=none');
  });

  test('register, log in, use the header menu, see the profile, log out', async ({ page }) => {
    const name = `shopper${Date.now() % 100000}`;
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'SignUp' }).click();
    await expect(page.getByRole('heading', { name: 'Register Here' })).toBeVisible();
    await page.getByRole('textbox', { name: 'UserName' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill(`${name}@mail.com`);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret12');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'User Registered Successfully');
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, name, 'secret12');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText(`${name}@mail.com`)).toBeVisible();

    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'LogOut' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('a shopper opening /admin sees the no-access page; an admin sees the admin area', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, 'user1', 'password1');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu for user1' }).click();
    await page.getByRole('menuitem', { name: 'LogOut' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'admin', 'adminPass');
    await page.getByRole('button', { name: 'Account menu for admin' }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('欢迎回来，管理员')).toBeVisible();
  });

  test('a signed-out visit to /checkout comes back there after login', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
    await submitLogin(page, 'user1', 'password1');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  });
});
