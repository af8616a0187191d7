import { type Page } from '@playwright/test';
import { logIn } from '../support/log-in';
import { expect, test } from '../support/mock-backend';

/**
 * Bulk actions against a server that behaves like the real Spring backend (quirks mode): it has
 * no bulk call, so every row is its own call, and a product that is in an order is refused
 * with the masked 401 (a foreign-key failure). That row fails with a reason, the other rows go
 * on, and the administrator stays signed in.
 */

const main = (page: Page) => page.getByRole('main');

function callApi(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }, `/api${path}`);
}

test('a bulk delete with a product in an order: that row fails with a reason, the other is deleted, the admin stays signed in', async ({
  page,
}) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  const orders = (await callApi(page, '/admin/orders?pageSize=1000')).body as
    | { orderItems: { product: { productId: number } }[] }[]
    | { content: { orderItems: { product: { productId: number } }[] }[] };
  const list = Array.isArray(orders) ? orders : orders.content;
  const inOrders = new Set(list.flatMap((o) => o.orderItems.map((i) => i.product.productId)));
  const products = (await callApi(page, '/public/products?pageSize=1000')).body as {
    content: { productId: number; productName: string }[];
  };
  const boxes = main(page).getByRole('checkbox', { name: /^选择 (?!本页全部)/ });
  await expect(boxes.first()).toBeVisible();
  const names = (
    await boxes.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
  ).map((label) => label!.replace('选择 ', ''));
  const onPage = names.map((name) => products.content.find((p) => p.productName === name)!);
  const ordered = onPage.find((p) => inOrders.has(p.productId))!;
  const free = onPage.find((p) => !inOrders.has(p.productId))!;
  expect(ordered && free).toBeTruthy();

  await main(page)
    .getByRole('checkbox', { name: `选择 ${ordered.productName}` })
    .check();
  await main(page)
    .getByRole('checkbox', { name: `选择 ${free.productName}` })
    .check();
  await main(page).getByRole('button', { name: '批量删除' }).click();
  await expect(page.getByText(/其中 1 件已在订单中/)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();

  const run = page.getByRole('dialog', { name: '删除商品' });
  await expect(run.getByText('完成 1 项，失败 1 项，未执行 0 项')).toBeVisible();
  const failed = run.getByRole('row').filter({ hasText: ordered.productName });
  await expect(failed.getByText(/^服务器拒绝删除：该商品在订单 #\d+/)).toBeVisible();
  await expect(page.getByText(/Full authentication is required/)).toHaveCount(0);
  await run.getByRole('button', { name: '关闭', exact: true }).click();

  // Still signed in; the list, reloaded once, keeps the refused product and drops the other.
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect((await callApi(page, '/auth/user')).status).toBe(200);
  await expect(
    main(page).getByRole('checkbox', { name: `选择 ${ordered.productName}` }),
  ).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: `选择 ${free.productName}` })).toHaveCount(
    0,
  );
});
