import { fireEvent, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '../../mocks/db/database';
import { maskedUnauthorized } from '../../mocks/responses';
import { server, useScenario } from '../../mocks/node';
import { reloadAdminSettings } from '@/features/admin/common/admin-settings';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { recordAllRequests } from '../helpers/catalog';
import { renderSignedIn, screen } from '../helpers/render-app';

const HEADER = 'productName,description,price,discount,quantity,categoryName,productId';
const csv = (...lines: string[]) =>
  new File([[HEADER, ...lines].join('\r\n')], 'supplier.csv', { type: 'text/csv' });

async function uploadCsv(
  user: Awaited<ReturnType<typeof renderSignedIn>>['user'],
  dialog: HTMLElement,
  ...lines: string[]
) {
  await user.upload(within(dialog).getByLabelText('CSV 文件'), csv(...lines));
}

// The report is a download: the test reads the Blob handed to the browser.
function captureDownloads() {
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = vi.fn();
  return blobs;
}

async function openImport() {
  const view = await renderSignedIn('admin', '/admin/products');
  await screen.findByText(`共 ${db().products.length} 件商品`);
  await view.user.click(screen.getByRole('button', { name: '导入 CSV' }));
  // The dialog's code arrives on demand: until then a stand-in dialog of the same name shows.
  // The real dialog's field, then the dialog as a person reaches it (its opening transition over).
  await screen.findByLabelText('CSV 文件');
  const dialog = await screen.findByRole('dialog', { name: '导入商品（CSV）' });
  return { ...view, dialog };
}

const rowOf = (dialog: HTMLElement, rowNumber: number) =>
  within(dialog)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(rowNumber))!;

afterEach(() => server.resetHandlers());

describe('CSV import of products', () => {
  it('checks a 3-row file with one bad row, creates the two good ones and reports it', async () => {
    const blobs = captureDownloads();
    const before = db().products.length;
    const { user, dialog } = await openImport();
    await uploadCsv(
      user,
      dialog,
      'Import lamp one,A brass desk lamp,120,25,4,Phones,',
      'ab,<b>,10,0,1,Phones,',
      'Import lamp two,A steel desk lamp,80.5,,7,phones,',
    );
    expect(
      await within(dialog).findByText('共 3 行：新建 2 行，更新 0 行，1 行有错误（不会导入）'),
    ).toBeInTheDocument();
    const bad = rowOf(dialog, 3);
    expect(within(bad).getByText('错误')).toBeInTheDocument();
    expect(within(bad).getByText('productName：商品名称至少需要 3 个字符')).toBeInTheDocument();
    expect(within(bad).getByText('description：商品描述至少需要 6 个字符')).toBeInTheDocument();
    expect(within(rowOf(dialog, 2)).getByText('新建')).toBeInTheDocument();
    // Nothing is written before the confirmation.
    expect(db().products).toHaveLength(before);

    await user.click(within(dialog).getByRole('button', { name: '确认导入 2 行' }));
    expect(await within(dialog).findByText('导入完成')).toBeInTheDocument();
    expect(
      within(dialog).getByText('已写入 2 行，失败 0 行，未执行 0 行，跳过 1 行（有错误）'),
    ).toBeInTheDocument();
    expect(db().products).toHaveLength(before + 2);
    const one = db().products.find((p) => p.productName === 'Import lamp one')!;
    expect(one).toMatchObject({ price: 120, specialPrice: 90, quantity: 4 });
    expect(within(rowOf(dialog, 2)).getByText(`已新建 #${one.productId}`)).toBeInTheDocument();
    expect(within(rowOf(dialog, 3)).getByText('已跳过（有错误）')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '下载结果报告 (CSV)' }));
    const report = await blobs[0]!.text();
    const lines = report.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('row,productId,productName,action,result,errors,notes');
    expect(lines[1]).toBe(`2,${one.productId},Import lamp one,新建,已新建 #${one.productId},,`);
    expect(lines[2]).toBe(
      '3,,ab,错误,已跳过（有错误）,productName：商品名称至少需要 3 个字符; description：商品描述至少需要 6 个字符,',
    );
    expect(lines[3]).toMatch(/^4,\d+,Import lamp two,新建,已新建 #\d+,,$/);
  });

  it('refuses a file that is not CSV and an empty one, sending nothing', async () => {
    const { user, dialog } = await openImport();
    const requests = recordAllRequests();
    const input = within(dialog).getByLabelText('CSV 文件');
    await user.upload(input, new File([''], 'empty.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'empty.csv 是空文件，或只有标题行，没有商品。未发送任何数据。',
    );
    // Given to the input as a drop would (the file chooser itself would not offer it).
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await within(dialog).findByText(
        'price-list.pdf 不是 CSV 文件，请选择 .csv 文件。未发送任何数据。',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(requests).toEqual([]);
  });

  it('a masked 401 or a server error fails its row with a reason; the rest go on, still signed in', async () => {
    server.use(
      http.post('*/api/admin/categories/:id/product', async ({ request }) => {
        const body = (await request.clone().json()) as { productName: string };
        if (body.productName === 'Refused lamp') return maskedUnauthorized();
        if (body.productName === 'Broken lamp')
          return HttpResponse.json(
            { status: 500, error: 'Internal Server Error' },
            { status: 500 },
          );
        return undefined;
      }),
    );
    const { user, dialog } = await openImport();
    await uploadCsv(
      user,
      dialog,
      'Refused lamp,A lamp the server refuses,10,0,1,Phones,',
      'Broken lamp,A lamp the server breaks on,10,0,1,Phones,',
      'Fine lamp,A lamp that gets saved,10,0,1,Phones,',
    );
    await user.click(await within(dialog).findByRole('button', { name: '确认导入 3 行' }));
    expect(
      await within(dialog).findByText('已写入 1 行，失败 2 行，未执行 0 行，跳过 0 行（有错误）'),
    ).toBeInTheDocument();
    expect(
      within(rowOf(dialog, 2)).getByText(
        '失败：服务器拒绝保存此行，未说明原因（请检查字段是否符合要求后重试）',
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf(dialog, 3)).getByText('失败：服务器未能保存此行，请重试'),
    ).toBeInTheDocument();
    expect(db().products.some((p) => p.productName === 'Fine lamp')).toBe(true);
    // Still in the back office, signed in.
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(await screen.findByRole('heading', { name: /^商品管理/ })).toBeInTheDocument();
    expect(screen.getByText('欢迎回来，管理员')).toBeInTheDocument();
  });

  it('matches differing headers in a mapping step; importing the same file twice updates', async () => {
    const product = db().products[0]!;
    const file = () =>
      new File(
        [
          // The name is quoted: a seeded name may hold a comma ("…T-Shirt, Red").
          `名称,说明,售价,库存数,编号\r\n"${product.productName}",Described again,50,8,${product.productId}\r\n`,
        ],
        'ids.csv',
        { type: 'text/csv' },
      );
    const before = db().products.length;
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('CSV 文件'), file());
    const choose = async (field: RegExp, header: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      await user.click(await screen.findByRole('option', { name: header }));
    };
    const mapColumnsAndCheck = async () => {
      await choose(/^商品名称/, '名称');
      await choose(/^商品描述/, '说明');
      await choose(/^价格/, '售价');
      await choose(/^库存/, '库存数');
      await choose(/^商品 ID/, '编号');
      await user.click(within(dialog).getByRole('button', { name: '下一步：检查' }));
    };
    await mapColumnsAndCheck();
    expect(await within(dialog).findByText(`更新 #${product.productId}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认导入 1 行' }));
    expect(await within(dialog).findByText(`已更新 #${product.productId}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '导入另一个文件' }));
    await user.upload(within(dialog).getByLabelText('CSV 文件'), file());
    await mapColumnsAndCheck();
    await user.click(await within(dialog).findByRole('button', { name: '确认导入 1 行' }));
    expect(await within(dialog).findByText(`已更新 #${product.productId}`)).toBeInTheDocument();
    expect(db().products).toHaveLength(before);
    expect(db().products.find((p) => p.productId === product.productId)).toMatchObject({
      description: 'Described again',
      price: 50,
      quantity: 8,
    });
  });

  it('Escape stops a running import: rows written are listed as written, the rest as not run', async () => {
    server.use(
      http.post('*/api/admin/categories/:id/product', async () => {
        await delay(150);
        return undefined;
      }),
    );
    const lines = Array.from(
      { length: 12 },
      (_, i) => `Slow lamp ${i + 1},A lamp written slowly,10,0,1,Phones,`,
    );
    const { user, dialog } = await openImport();
    await uploadCsv(user, dialog, ...lines);
    await user.click(await within(dialog).findByRole('button', { name: '确认导入 12 行' }));
    await within(dialog).findAllByText('正在写入...');
    await user.keyboard('{Escape}');
    expect(
      await within(dialog).findByText('导入已停止：已写入的行保留，未执行的行可再次导入'),
    ).toBeInTheDocument();
    const written = db().products.filter((p) => p.productName.startsWith('Slow lamp')).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(12);
    expect(within(dialog).getAllByText(/^已新建 #/)).toHaveLength(written);
    expect(within(dialog).getAllByText('未执行（已停止）')).toHaveLength(12 - written);
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: '导入商品（CSV）' })).toBeInTheDocument(),
    );
  });

  it('with the sample lists on screen (the real ones failed), says so and writes nothing', async () => {
    useScenario('admin-fallback');
    const view = await renderSignedIn('admin', '/admin/products');
    await screen.findByText('示例数据');
    await view.user.click(screen.getByRole('button', { name: '导入 CSV' }));
    await screen.findByLabelText('CSV 文件');
    const dialog = await screen.findByRole('dialog', { name: '导入商品（CSV）' });
    await uploadCsv(view.user, dialog, 'Sample lamp,A lamp for a sample shop,10,0,1,手机,');
    expect(
      await within(dialog).findByText(/商品或分类列表无法加载（当前是示例数据）/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('categoryName：分类“手机”不存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '没有可以导入的行' })).toBeDisabled();
  });

  it('speaks English when the administrator chose it, from the dry run to the result', async () => {
    localStorage.setItem(
      STORAGE_KEYS.adminSettings,
      JSON.stringify({ admin: { lowStockThreshold: 10, language: 'en', pageSize: 20 } }),
    );
    reloadAdminSettings();
    onTestFinished(() => {
      localStorage.clear();
      reloadAdminSettings();
    });
    const view = await renderSignedIn('admin', '/admin/products');
    await view.user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    await screen.findByLabelText('CSV file');
    const dialog = screen.getByRole('dialog', { name: 'Import products (CSV)' });
    await view.user.upload(
      within(dialog).getByLabelText('CSV file'),
      csv('English lamp,A lamp in English,10,5,2,Phones,', 'ab,A lamp in English,10,0,1,Phones,'),
    );
    expect(
      await within(dialog).findByText(
        '2 rows: 1 to create, 0 to update, 1 with errors (not imported)',
      ),
    ).toBeInTheDocument();
    expect(
      within(rowOf(dialog, 3)).getByText('productName: Product name needs at least 3 characters'),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Import 1 row' }));
    expect(
      await within(dialog).findByText('1 written, 0 failed, 0 not run, 1 skipped (errors)'),
    ).toBeInTheDocument();
    expect(within(rowOf(dialog, 2)).getByText(/^Created #\d+$/)).toBeInTheDocument();
  });
});
