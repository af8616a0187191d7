import { readFile } from 'node:fs/promises';
import { activeByPrice } from '../support/listed-products';
import { logIn } from '../support/log-in';
import { expect, test } from '../support/mock-backend';

/**
 * A back-office list in the address against a server that behaves like the real Spring backend
 * (quirks mode): its products carry no category, brand, sales or dates, yet a filtered, sorted,
 * paged list survives a reload and its export holds every page as filtered and sorted.
 */

test('the real server: a filtered, sorted, paged product list survives a reload and exports every page', async ({
  page,
}) => {
  await logIn(page, 'admin', 'adminPass');
  const url = '/admin/products?status=active&sort=price&dir=asc&size=10&page=2';
  await page.goto(url);
  const main = page.getByRole('main');
  const rows = main.getByRole('row');
  const expected = await activeByPrice(page);
  await expect(rows.nth(1)).toContainText(expected[10]!.productName);

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(rows.nth(1)).toContainText(expected[10]!.productName);
  await expect(rows).toHaveCount(11);
  await expect(main.getByRole('combobox', { name: '排序' })).toHaveValue('价格（从低到高）');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  const [, ...lines] = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(expected.map((p) => p.productId));
  // Still signed in: the list's address and export make no call the real server masks.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
