import { expect, test } from './support/mock-backend';
import { logIn } from './support/log-in';

/**
 * A production build without a Stripe key and without VITE_TEST_PAYMENTS (a misconfigured
 * deploy) must not fall back to the test payment form, which would let anyone order for free:
 * the payment step says card payment is not available and asks for no payment at all. Runs only
 * in playwright.http.config.ts's project http-no-card, which serves that build (the other
 * projects and the mock-mode config leave this file out).
 */
test('a production build without key and flag shows no test payment form', async ({ page }) => {
  const secrets: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/order/stripe-client-secret')) secrets.push(request.url());
  });
  await logIn(page, 'user1', 'password1');
  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Deliver here' }).first().click();
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(
    page.getByText('Card payment is not available right now. Please contact us.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  await expect(page.getByText('Test payment')).toHaveCount(0);
  expect(secrets).toEqual([]);
});
