import type { Page } from '@playwright/test';
import { expect } from './mock-backend';

/** Fills the login form on the current page and signs in: resolves once the app says so. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'UserName' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page.getByText('Login Success')).toBeVisible();
}

/** Opens the login page (`loginUrl`, a /login address) and signs in, landing on the home page. */
export async function logIn(page: Page, username: string, password: string, loginUrl = '/login') {
  await page.goto(loginUrl);
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}
