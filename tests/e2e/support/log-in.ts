import type { Page } from '@playwright/test';
import { expect } from './mock-backend';
import type { Who } from './routes';

/**
 * Fills the login form on the current page and signs in: resolves once the person is signed in
 * (the header's account menu carries their name), not on the 2-second toast that says so.
 */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'UserName' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page.getByRole('button', { name: `Account menu for ${username}` })).toBeVisible();
}

/** Opens the login page (`loginUrl`, a /login address) and signs in, landing on the home page. */
export async function logIn(page: Page, username: string, password: string, loginUrl = '/login') {
  await page.goto(loginUrl);
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

/** The seeded accounts the sweeps sign in with. */
export const ACCOUNTS = {
  user: { username: 'user1', password: 'password1' },
  admin: { username: 'admin', password: 'adminPass' },
} as const;

/** Signs in as the sweeps' shopper or administrator; a guest stays signed out. */
export async function logInAs(page: Page, who: Who): Promise<void> {
  if (who === 'guest') return;
  await logIn(page, ACCOUNTS[who].username, ACCOUNTS[who].password);
}
