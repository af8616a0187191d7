import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';

/**
 * The CSV import of products (issue 30, point 3): a supplier's file with one bad row. Runs in
 * mock mode and over HTTP (plain and quirks); tests/e2e/real-server/product-import.spec.ts adds
 * what only the real server's behaviour shows.
 */

const FILE = [
  'productName,description,price,discount,quantity,categoryName',
  'E2E import kettle,A steel kettle for the import,59.9,10,12,Phones',
  'ab,<b>,10,0,1,Phones',
  'E2E import <b>teapot</b>,A clay teapot for the import,35,,4,Phones',
].join('\r\n');

test('import a CSV of three rows with one bad row: the dry run names the bad row and why, the two good ones are created, the report says so', async ({
  page,
}) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  const count = page.getByText(/^共 [\d,]+ 件商品$/);
  // The title counts the rows it has: 0 until the list has arrived (the seeded shop has products).
  await expect(count).not.toHaveText('共 0 件商品');
  const before = Number((await count.textContent())!.replace(/\D/g, ''));

  await page.getByRole('button', { name: '导入 CSV' }).click();
  const dialog = page.getByRole('dialog', { name: '导入商品（CSV）' });
  await dialog.getByLabel('CSV 文件').setInputFiles({
    name: 'supplier.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE, 'utf-8'),
  });

  // The dry run: every row, the bad one (row 3) with its reasons; markup shown as text.
  await expect(
    dialog.getByText('共 3 行：新建 2 行，更新 0 行，1 行有错误（不会导入）'),
  ).toBeVisible();
  const bad = dialog
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  await expect(bad.getByText('productName：商品名称至少需要 3 个字符')).toBeVisible();
  await expect(bad.getByText('description：商品描述至少需要 6 个字符')).toBeVisible();
  await expect(
    dialog.getByRole('row').filter({ hasText: 'E2E import kettle' }).getByText('新建'),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'E2E import <b>teapot</b>' })).toBeVisible();

  await dialog.getByRole('button', { name: '确认导入 2 行' }).click();
  await expect(dialog.getByText('导入完成')).toBeVisible();
  await expect(
    dialog.getByText('已写入 2 行，失败 0 行，未执行 0 行，跳过 1 行（有错误）'),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载结果报告 (CSV)' }).click();
  const report = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf-8');
  });
  const lines = report.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('row,productId,productName,action,result,errors,notes');
  expect(lines[1]).toMatch(/^2,\d+,E2E import kettle,新建,已新建 #\d+,,$/);
  expect(lines[2]).toBe(
    '3,,ab,错误,已跳过（有错误）,productName：商品名称至少需要 3 个字符; description：商品描述至少需要 6 个字符,',
  );
  expect(lines[3]).toMatch(/^4,\d+,E2E import <b>teapot<\/b>,新建,已新建 #\d+,,$/);

  await dialog.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(count).toHaveText(`共 ${before + 2} 件商品`);
  await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill('E2E import');
  await expect(page.getByText('E2E import kettle')).toBeVisible();
  // Markup in a cell is the product's name as typed, not a bold word.
  await expect(page.getByText('E2E import <b>teapot</b>')).toBeVisible();
});
