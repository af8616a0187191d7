import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { activeByPrice } from './support/listed-products';
import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';

/**
 * The back-office lists keep their search, filters, sort, page and page size in the address
 * (docs/product/back-office.md#12-lists-in-the-address), and export what they show. Mock mode;
 * the same against the real server's behaviour is in real-server/list-address.spec.ts.
 */

const main = (page: Page) => page.getByRole('main');
const rows = (page: Page) => main(page).getByRole('row');

async function pick(page: Page, combobox: string, option: string) {
  await main(page).getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signInToProducts(page: Page) {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  await expect(main(page).getByRole('heading', { name: /商品管理/ })).toBeVisible();
}

test('a filtered, sorted, paged product list survives a reload, and Back walks the changes', async ({
  page,
}) => {
  await signInToProducts(page);
  await pick(page, '状态', 'active');
  await expect(page).toHaveURL(/\/admin\/products\?status=active$/);
  await pick(page, '排序', '价格（从低到高）');
  await pick(page, '每页条数', '每页 10 条');
  await main(page).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\?status=active&sort=price&dir=asc&size=10&page=2$/);

  const expected = (await activeByPrice(page)).slice(10, 20);
  await expect(rows(page).nth(1)).toContainText(expected[0]!.productName);
  await expect(rows(page)).toHaveCount(11);

  await page.reload();
  await expect(rows(page).nth(1)).toContainText(expected[0]!.productName);
  await expect(rows(page).nth(10)).toContainText(expected[9]!.productName);
  await expect(main(page).getByRole('combobox', { name: '状态' })).toHaveValue('active');
  await expect(main(page).getByRole('combobox', { name: '排序' })).toHaveValue('价格（从低到高）');
  await expect(main(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Typing a search replaces the address and starts again at page 1; Back then goes to page 1
  // of the list before the page change, not through every letter typed.
  const search = main(page).getByRole('textbox', { name: '搜索商品名称或品牌...' });
  await search.pressSequentially(expected[0]!.productName.slice(0, 4));
  await expect(page).toHaveURL(/\?status=active&sort=price&dir=asc&size=10&q=[^&]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?status=active&sort=price&dir=asc&size=10$/);
  await expect(search).toHaveValue('');
  await expect(main(page).getByRole('button', { name: '第 1 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('export the filtered list: every page, in the order shown, formulas defused', async ({
  page,
}) => {
  await signInToProducts(page);
  // The cheapest product is named like a spreadsheet formula.
  const formula = '=HYPERLINK("http://evil.example","open me")';
  const created = await page.evaluate(async (productName) => {
    const categories = await (await fetch('/api/public/categories')).json();
    const categoryId = categories.content[0].categoryId;
    const response = await fetch(`/api/admin/categories/${categoryId}/product`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        productName,
        description: 'A product named like a formula',
        price: 0.01,
        specialPrice: 0.01,
        discount: 0,
        quantity: 3,
        brand: 'Evil',
      }),
    });
    return response.status;
  }, formula);
  expect(created).toBe(201);
  await page.goto('/admin/products?status=active&sort=price&dir=asc&size=10');
  const expected = await activeByPrice(page);
  expect(expected[0]!.productName).toBe(formula);
  await expect(rows(page).nth(1)).toContainText(expected[0]!.productName);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toMatch(/^productId,productName,.*,status,/);
  // All pages (not the ten rows on screen), only the active ones, cheapest first.
  expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(expected.map((p) => p.productId));
  for (const line of lines) expect(line).toContain(',active,');
  // The formula is written as text: a leading apostrophe, never a cell starting with =.
  expect(lines[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""open me"")"`);
  for (const line of lines) expect(line).not.toMatch(/(^|,)"?[=+@-]/);
});
