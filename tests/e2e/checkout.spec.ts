import { type Page } from '@playwright/test';
import { addAddress, deliverToSummary } from './support/checkout-steps';
import { expect, test } from './support/mock-backend';
import { expectToast } from './support/toasts';

type Product = { productId: number; productName: string; quantity: number };

/** Reads products straight from the in-browser mock backend, as the shop itself would. */
async function catalogue(page: Page): Promise<Product[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/public/products?pageSize=1000');
    return (await response.json()).content;
  });
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('browse, check out with a new address and a test card, and find the order', async ({
  page,
}) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  const addButtons = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButtons.first()).toBeVisible();
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('2');

  const inCart: { productId: number; quantity: number }[] = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cartItems') ?? '[]'),
  );
  const before = await catalogue(page);

  await page.getByRole('link', { name: /Cart/ }).first().click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await page.getByRole('textbox', { name: 'UserName' }).fill('user1');
  await page.getByRole('textbox', { name: 'Password' }).fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/\/checkout$/);

  // A new address, chosen for delivery.
  await addAddress(page);
  await expectToast(page, 'Address saved successfully');
  const total = await deliverToSummary(page, 'Tower Seven');
  await page.getByRole('button', { name: 'Proceed' }).click();

  // A declined card keeps everything and says why.
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/redirect_status=succeeded/);
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('0');

  // A reload places no second order.
  const ordersBefore = await page.evaluate(
    async () => (await (await fetch('/api/orders/users')).json()).length,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const ordersAfter = await page.evaluate(
    async () => (await (await fetch('/api/orders/users')).json()).length,
  );
  expect(ordersAfter).toBe(ordersBefore);

  await page.goto('/profile/orders');
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText(`Total ${total}`);
  await expect(newest).toContainText('Paid');

  const after = await catalogue(page);
  for (const line of inCart) {
    const was = before.find((p) => p.productId === line.productId)!.quantity;
    expect(after.find((p) => p.productId === line.productId)!.quantity).toBe(was - line.quantity);
  }
});

test('a crafted confirmation URL places no order and keeps the cart', async ({ page }) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'UserName' }).fill('user1');
  await page.getByRole('textbox', { name: 'Password' }).fill('password1');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expectToast(page, 'Login Success');
  const ordersBefore = await page.evaluate(
    async () => (await (await fetch('/api/orders/users')).json()).length,
  );

  const placements: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/order/users/payment/'))
      placements.push(request.url());
  });
  for (const url of [
    '/order-confirmation?payment_intent=pi_x&redirect_status=succeeded',
    '/order-confirmation?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y&redirect_status=succeeded',
  ]) {
    await page.goto(url);
    await expect(
      page.getByText(/The payment could not be confirmed, so no order was placed/),
    ).toBeVisible();
  }
  expect(placements).toEqual([]);
  const ordersAfter = await page.evaluate(
    async () => (await (await fetch('/api/orders/users')).json()).length,
  );
  expect(ordersAfter).toBe(ordersBefore);
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
});
