import { type Page } from '@playwright/test';
import { logIn } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import { expectToast } from '../support/toasts';

/**
 * An administrator against a server that behaves like the real Spring backend (the mock server's
 * quirks mode): a too-short name and a foreign-key failure come back as a masked 401
 * (`"path":"/error"`), products have no category or brand, categories no product count, and
 * deleting a category deletes its products.
 */

type Json = Record<string, unknown>;

/** A same-origin call from the page, with the session cookie (the real server reads only that). */
function callApi(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  }, `/api${path}`);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function stillSignedIn(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toContain('admin');
  expect((await callApi(page, '/auth/user')).status).toBe(200);
}

test('an admin against the real server: refused short name, price edit, guarded deletes, image from the image base', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'admin', 'adminPass');

  // A category name of 4 letters is refused in the form (the server's minimum is 5).
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: '添加分类' }).click();
  const create = page.getByRole('dialog', { name: '添加分类' });
  await create.getByRole('textbox', { name: /分类名称/ }).fill('Toys');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create.getByText('分类名称至少需要 5 个字符')).toBeVisible();
  await expect(create.getByRole('textbox', { name: /分类名称/ })).toHaveValue('Toys');
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await stillSignedIn(page, /\/admin\/categories$/);

  // A category with products: the real count shows and the delete is refused.
  const categories = (await callApi(page, '/public/categories?pageSize=100')).body as {
    content: { categoryId: number; categoryName: string }[];
  };
  let target: { name: string; id: number; count: number } | null = null;
  for (const category of categories.content) {
    const products = await callApi(
      page,
      `/public/categories/${category.categoryId}/products?pageSize=1`,
    );
    const count = products.status === 200 ? ((products.body as Json).totalElements as number) : 0;
    if (count > 0) {
      target = { name: category.categoryName, id: category.categoryId, count };
      break;
    }
  }
  expect(target, 'a seeded category with products').not.toBeNull();
  const card = page.getByRole('article', { name: target!.name, exact: true });
  await expect(card.getByText(`商品数量：${target!.count}`)).toBeVisible();
  await expect(card.getByRole('button', { name: `删除 ${target!.name}` })).toBeDisabled();
  const after = await callApi(page, `/public/categories/${target!.id}/products?pageSize=1`);
  expect((after.body as Json).totalElements).toBe(target!.count);

  // A product in the real shape (no category, no brand) opens, and its new price is saved.
  const list = (await callApi(page, '/public/products?pageSize=1&sortBy=productId')).body as {
    content: { productId: number; productName: string; category?: unknown }[];
  };
  const product = list.content[0]!;
  expect(product.category).toBeUndefined();
  await page.goto('/admin/products');
  await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill(product.productName);
  const row = page.getByRole('row').filter({ hasText: product.productName }).first();
  await row.getByRole('button', { name: `编辑 ${product.productName}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑商品' });
  await edit.getByRole('textbox', { name: /^价格/ }).fill('123.45');
  await edit.getByRole('textbox', { name: /^特价/ }).fill('99.99');
  await edit
    .getByLabel('商品图片')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expectToast(page, '商品已保存');
  const saved = (await callApi(page, `/public/products?pageSize=1&sortBy=productId`)).body as {
    content: { price: number; specialPrice: number; image: string }[];
  };
  expect(saved.content[0]).toMatchObject({ price: 123.45, specialPrice: 99.99 });

  // The uploaded picture is shown from the image base (/images/, outside /api) and loads.
  const picture = row.getByRole('img', { name: product.productName });
  await expect(picture).toHaveAttribute('src', /^(?!.*\/api\/).*\/images\/.+\.png$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // A product that is in an order cannot be deleted (a foreign-key failure, masked as a 401):
  // the admin is told and stays signed in, and the product stays.
  const orders = (await callApi(page, '/admin/orders')).body as {
    orderItems: { product: { productId: number; productName: string } }[];
  }[];
  const ordered = orders[0]!.orderItems[0]!.product;
  await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill(ordered.productName);
  const orderedRow = page.getByRole('row').filter({ hasText: ordered.productName }).first();
  await orderedRow.getByRole('button', { name: `删除 ${ordered.productName}` }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('delete product failed, please retry')).toBeVisible();
  await expect(page.getByText(/Full authentication is required/)).toHaveCount(0);
  // Still on the list, as searched (the search is in the address).
  await stillSignedIn(page, /\/admin\/products(\?q=[^&]+)?$/);
  await expect(orderedRow).toBeVisible();
});
