import { type Page } from '@playwright/test';
import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';

/** A call from inside the page with its session cookie, answered by the mock service worker. */
function callApi(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, body: response.ok ? await response.json() : null };
  }, `/api${path}`);
}

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('admin walk: figures, category, product with image, stock 0, order status, reload; shopper has no access', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100000;
  const categoryName = `E2E 分类 ${suffix}`;
  const productName = `E2E Lamp ${suffix}`;
  await logIn(page, 'admin', 'adminPass');

  // The dashboard shows what the statistics call returns.
  await page.goto('/admin');
  // The mock worker starts with the app: wait for the screen before calling it.
  await expect(page.getByRole('group', { name: '总用户数' })).toBeVisible();
  const stats = (await callApi(page, '/admin/statistics')).body as Record<string, number>;
  const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);
  const yen = (n: number) =>
    new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(n);
  await expect(page.getByRole('group', { name: '总用户数' })).toContainText(
    count(stats.totalUsers!),
  );
  await expect(page.getByRole('group', { name: '商品总数' })).toContainText(
    count(stats.totalProducts!),
  );
  await expect(page.getByRole('group', { name: '订单总数' })).toContainText(
    count(stats.totalOrders!),
  );
  await expect(page.getByRole('group', { name: '总收入' })).toContainText(yen(stats.totalRevenue!));

  // A category.
  await page.getByRole('link', { name: 'Category Management' }).click();
  await page.getByRole('button', { name: '添加分类' }).click();
  const categoryDialog = page.getByRole('dialog', { name: '添加分类' });
  await categoryDialog.getByRole('textbox', { name: /分类名称/ }).fill(categoryName);
  await categoryDialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('article', { name: categoryName })).toBeVisible();

  // A product in it, with an image.
  await page.getByRole('link', { name: 'Product Management' }).click();
  await page.getByRole('button', { name: '添加商品' }).click();
  const dialog = page.getByRole('dialog', { name: '添加商品' });
  await dialog.getByRole('textbox', { name: /^商品名称/ }).fill(productName);
  await dialog.getByRole('textbox', { name: /^品牌/ }).fill('Lumo');
  await dialog.getByRole('textbox', { name: /^商品描述/ }).fill('A warm desk lamp');
  await dialog.getByRole('textbox', { name: /^价格/ }).fill('120.50');
  await dialog.getByRole('textbox', { name: /^特价/ }).fill('99.90');
  await dialog.getByRole('textbox', { name: /^库存/ }).fill('5');
  await pick(page, '分类', categoryName);
  await dialog
    .getByLabel('商品图片')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('已选择：lamp.png')).toBeVisible();
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill(productName);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: productName })).toHaveAttribute(
    'src',
    // /api/images/ in mock mode; /images/ (VITE_IMAGE_BASE_URL) in the HTTP runs.
    /\/images\/.+\.png$/,
  );

  // Its stock to 0: the out_of_stock filter finds it.
  await row.getByRole('button', { name: `编辑 ${productName}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑商品' });
  // The real backend stores no brand (quirks mode too): the form asks for it again, so fill it.
  const brand = edit.getByRole('textbox', { name: /^品牌/ });
  if (!(await brand.inputValue())) await brand.fill('Lumo');
  await edit.getByRole('textbox', { name: /^库存/ }).fill('0');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await pick(page, '状态', 'out_of_stock');
  await expect(row.getByText('out_of_stock')).toBeVisible();

  // An order's status.
  await page.getByRole('link', { name: 'Order Management' }).click();
  type OrderRow = { orderId: number; orderStatus: string };
  // A paged envelope, or a plain array like the real backend's (quirks mode).
  const orders = (await callApi(page, '/admin/orders?pageSize=1&sortOrder=desc')).body as
    { content: OrderRow[] } | OrderRow[];
  const order = (Array.isArray(orders) ? orders : orders.content)[0]!;
  const next = order.orderStatus === 'cancelled' ? '已发货' : '已取消';
  await pick(page, `更改订单 ${order.orderId} 状态`, next);
  await expect(page.getByText('订单状态已更新')).toBeVisible();

  // Reload: all of it persisted.
  await page.reload();
  // After a reload the session is checked and every order is loaded again: on a busy machine
  // that takes longer than the default 5 s.
  await expect(page.getByRole('combobox', { name: `更改订单 ${order.orderId} 状态` })).toHaveValue(
    next,
    { timeout: 15_000 },
  );
  await page.getByRole('link', { name: 'Product Management' }).click();
  await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill(productName);
  await pick(page, '状态', 'out_of_stock');
  await expect(page.getByRole('row').filter({ hasText: productName })).toBeVisible();
  await page.getByRole('link', { name: 'Category Management' }).click();
  const card = page.getByRole('article', { name: categoryName });
  await expect(card.getByText('商品数量：1')).toBeVisible();
  // A category with products cannot be deleted.
  await expect(card.getByRole('button', { name: `删除 ${categoryName}` })).toBeDisabled();

  // A shopper: no access, and the server answers 403.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'user1', 'password1');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect((await callApi(page, '/admin/users')).status).toBe(403);
  expect((await callApi(page, '/admin/statistics')).status).toBe(403);
});
