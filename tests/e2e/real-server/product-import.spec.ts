import { type Locator, type Page } from '@playwright/test';
import { logIn } from '../support/log-in';
import { expect, test } from '../support/mock-backend';

/**
 * The CSV import against a server that behaves like the real Spring backend (quirks mode): it
 * has no bulk endpoint, so every row is its own call; a refused row comes back as the masked 401
 * (`"path":"/error"`), which must fail that row only and never sign the administrator out; its
 * products carry no category, so an update by productId is not held against one.
 */

const HEADER = 'productName,description,price,discount,quantity,categoryName,productId';
const file = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...lines].join('\r\n'), 'utf-8'),
});

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '导入 CSV' }).click();
  const dialog = page.getByRole('dialog', { name: '导入商品（CSV）' });
  await expect(dialog.getByRole('button', { name: '选择文件', exact: true })).toBeVisible();
  return dialog;
}

async function reportOf(page: Page, dialog: Locator): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载结果报告 (CSV)' }).click();
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf-8')
    .replace(/^\uFEFF/, '');
  // The report's cells here hold no commas or quotes.
  return text.split('\r\n').map((line) => line.split(','));
}

test('an import against the real server: a masked 401 fails its row only, the admin stays signed in, the report’s ids make the next import an update', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  const count = page.getByText(/^共 [\d,]+ 件商品$/);
  // The title counts the rows it has: 0 until the list has arrived (the seeded shop has products).
  await expect(count).not.toHaveText('共 0 件商品');
  const before = Number((await count.textContent())!.replace(/\D/g, ''));

  // The server refuses one row the way it refuses a save it cannot do: the masked 401.
  await page.route('**/api/admin/categories/*/product', async (route) => {
    const body = route.request().postDataJSON() as { productName?: string };
    if (body.productName !== 'Quirk refused lamp') return route.continue();
    return route.fulfill({
      status: 401,
      json: {
        path: '/error',
        error: 'Unauthorized',
        message: 'Full authentication is required to access this resource',
        status: 401,
      },
    });
  });

  let dialog = await openImport(page);
  await dialog
    .getByLabel('CSV 文件')
    .setInputFiles(
      file('supplier.csv', [
        'Quirk kept lamp,A lamp the server keeps,40,0,3,Phones,',
        'Quirk refused lamp,A lamp the server refuses,40,0,3,Phones,',
        'Quirk kept mug,A mug the server keeps,8.5,20,30,Phones,',
      ]),
    );
  await expect(
    dialog.getByText('共 3 行：新建 3 行，更新 0 行，0 行有错误（不会导入）'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: '确认导入 3 行' }).click();
  await expect(
    dialog.getByText('已写入 2 行，失败 1 行，未执行 0 行，跳过 0 行（有错误）'),
  ).toBeVisible();
  await expect(
    dialog
      .getByRole('row', { name: /Quirk refused lamp/ })
      .getByText('失败：服务器拒绝保存此行，未说明原因（请检查字段是否符合要求后重试）'),
  ).toBeVisible();
  const report = await reportOf(page, dialog);
  const idOf = (name: string) => report.find((cells) => cells[2] === name)?.[1];
  expect(idOf('Quirk kept lamp')).toMatch(/^\d+$/);
  expect(idOf('Quirk kept mug')).toMatch(/^\d+$/);
  expect(idOf('Quirk refused lamp')).toBe('');
  await dialog.getByRole('button', { name: '关闭', exact: true }).click();

  // Still signed in, on the products page, with the two new products counted.
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(count).toHaveText(`共 ${before + 2} 件商品`);

  // The same rows again, with the ids the report gave: updates, not duplicates.
  dialog = await openImport(page);
  await dialog
    .getByLabel('CSV 文件')
    .setInputFiles(
      file('supplier-again.csv', [
        `Quirk kept lamp,A lamp the server keeps,45,0,5,Phones,${idOf('Quirk kept lamp')}`,
        `Quirk kept mug,A mug the server keeps,9,20,25,Phones,${idOf('Quirk kept mug')}`,
      ]),
    );
  await expect(
    dialog.getByText('共 2 行：新建 0 行，更新 2 行，0 行有错误（不会导入）'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: '确认导入 2 行' }).click();
  await expect(dialog.getByText(`已更新 #${idOf('Quirk kept lamp')}`)).toBeVisible();
  await expect(
    dialog.getByText('已写入 2 行，失败 0 行，未执行 0 行，跳过 0 行（有错误）'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(count).toHaveText(`共 ${before + 2} 件商品`);
  await page.getByRole('textbox', { name: '搜索商品名称或品牌...' }).fill('Quirk kept lamp');
  await expect(page.getByText('¥45.00').first()).toBeVisible();
});
