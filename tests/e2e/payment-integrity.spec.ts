import { type Page } from '@playwright/test';
import { submitLogin } from './support/log-in';
import { expect, test } from './support/mock-backend';

/**
 * The amount charged is the total shown, even when the cart changes on the way: a client secret
 * is made for one amount and one cart, and a changed cart gets a new one before payment. (Mock
 * mode and both HTTP modes; the careful mock server also refuses an order whose payment is not
 * for exactly the cart's amount.)
 */

async function toPaymentStep(page: Page): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Deliver here' }).first().click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const total = (await page
    .getByText(/^\$[\d,.]+$/)
    .last()
    .textContent())!;
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  return total;
}

test('changing the cart between steps charges the new total', async ({ page }) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const second = (await cards.nth(1).getAttribute('aria-label'))!;
  await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
  await cards.nth(1).getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/login');
  await submitLogin(page, 'user1', 'password1');

  const first = await toPaymentStep(page);

  // The shopper goes back and takes one product out: the payment asks for the new total.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  const changed = await toPaymentStep(page);
  expect(changed).not.toBe(first);

  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: `Pay ${changed}` }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await page.goto('/profile/orders');
  await expect(page.getByRole('article').first()).toContainText(`Total ${changed}`);
});
