import { expect, test } from './support/mock-backend';
import { logIn } from './support/log-in';

/**
 * Hybrid mode (`npm run dev:hybrid`, mocks/hybrid.ts) as a frontend developer uses it: the dev
 * server talks to a real API, and the in-browser mock answers only what that server does not
 * offer. The "real API" here is the HTTP mock server playing the public course server (the
 * `course-server` scenario: no statistics, no admin orders or users, no shopper order list), so
 * the back office's product list must be the server's, its orders the mock's, marked as such.
 * Runs in the `http-hybrid` project of playwright.http.config.ts only.
 */
test('hybrid mode: the server’s products, the mock’s orders with their badge, and the panel says which is which', async ({
  page,
  request,
  mockApiUrl,
}) => {
  expect(mockApiUrl, 'hybrid mode runs against the HTTP mock server').toBeTruthy();
  const switched = await request.post(`${mockApiUrl}/__mock/scenario?name=course-server`);
  expect(switched.ok()).toBe(true);
  // What the server itself holds: its product total, and that it has no order list.
  const serverProducts = (await (
    await request.get(`${mockApiUrl}/api/public/products?pageNumber=0&pageSize=1`)
  ).json()) as { totalElements: number; content: { productName: string }[] };

  await logIn(page, 'admin', 'adminPass');

  // The products are the server's: the list counts what the server holds, unmarked.
  await page.goto('/admin/products');
  await expect(page.getByText(`共 ${serverProducts.totalElements} 件商品`)).toBeVisible();
  await expect(page.getByRole('main').getByText('mock data')).toHaveCount(0);

  // The orders are the mock's (the server answers its masked 401): rows, marked "mock data".
  await page.goto('/admin/orders');
  const orders = page.getByRole('main');
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  await expect(orders.getByText('mock data')).toBeVisible();
  await expect(orders.getByRole('heading', { name: '订单功能开发中' })).toHaveCount(0);

  // The mock panel lists which operations the mock answers and which the server.
  await page.getByRole('button', { name: /^Mock API/ }).click();
  const offerings = page.getByLabel('What the server offers');
  await expect(offerings).toContainText('Answered by (hybrid mode)');
  await expect(offerings).toContainText('Admin orders: mock (msw)');

  // Still signed in on the real server: its session check answers.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for admin' })).toBeVisible();
});
