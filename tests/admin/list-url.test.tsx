import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { reloadAdminSettings } from '@/features/admin/common/admin-settings';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderSignedIn, screen } from '../helpers/render-app';

/** The seed's products on sale with stock, cheapest first (equal prices by id): what `status=active&sort=price&dir=asc` lists. */
const activeByPrice = () =>
  db()
    .products.filter((p) => p.active !== false && p.quantity > 0)
    .sort((a, b) => a.price - b.price || a.productId - b.productId);

const LIST_URL = '/admin/products?status=active&sort=price&dir=asc&page=2&size=10';

const params = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/** jsdom has no object URLs: the export's file is caught where the browser would save it. */
function catchDownloads(files: Blob[]) {
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => {};
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

/** The list's table rows once the products have arrived. */
async function shownRows(firstName: string) {
  await screen.findByText(`共 ${db().products.length} 件商品`);
  await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(firstName));
  return bodyRows();
}

describe('a back-office list in the address', () => {
  afterEach(() => {
    Object.assign(URL, objectUrls);
    localStorage.removeItem(STORAGE_KEYS.adminSettings);
    reloadAdminSettings();
  });

  it('a filtered, sorted, paged URL shows that list, its controls saying so', async () => {
    await renderSignedIn('admin', LIST_URL);
    const expected = activeByPrice().slice(10, 20);
    const rows = await shownRows(expected[0]!.productName);
    expect(rows).toHaveLength(10);
    rows.forEach((row, i) => expect(row).toHaveTextContent(expected[i]!.productName));
    for (const row of rows) expect(within(row).getByText('active')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('active');
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('价格（从低到高）');
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('每页 10 条');
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(within(pages).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('a change of filter, sort or page is written to the address; Back returns to the list before', async () => {
    const { user, path, history } = await renderSignedIn('admin', LIST_URL);
    await shownRows(activeByPrice()[10]!.productName);

    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(params(path())).toMatchObject({ page: '3' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(activeByPrice()[20]!.productName));

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: 'out_of_stock' }));
    // A new filter starts at page 1 (left out of the address); the sort and size stay.
    await waitFor(() =>
      expect(params(path())).toEqual({
        status: 'out_of_stock',
        sort: 'price',
        dir: 'asc',
        size: '10',
      }),
    );
    for (const row of bodyRows()) expect(within(row).getByText('out_of_stock')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '排序' }));
    await user.click(await screen.findByRole('option', { name: '商品名称（Z → A）' }));
    await waitFor(() => expect(params(path())).toMatchObject({ sort: 'name', dir: 'desc' }));

    history.back();
    await waitFor(() => expect(params(path())).toMatchObject({ sort: 'price', dir: 'asc' }));
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('价格（从低到高）');
    history.back();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('active'),
    );
    expect(params(path())).toMatchObject({ page: '3' });
    history.back();
    await waitFor(() => expect(params(path())).toEqual(params(LIST_URL)));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(activeByPrice()[10]!.productName));
  });

  it('typing a search replaces the address (no entry per key), goes back to page 1 and filters', async () => {
    const { user, path, history } = await renderSignedIn('admin', '/admin/users?page=2&size=10');
    const box = await screen.findByRole('textbox', { name: '搜索用户名或邮箱...' });
    await screen.findByText(`共 ${db().users.length} 位用户`);
    const entries = history.length;
    await user.type(box, ' user1 ');
    await waitFor(() => expect(params(path())).toEqual({ q: 'user1', size: '10' }));
    expect(history.length).toBe(entries);
    // What was typed stays as typed, spaces included, while the list filters on it.
    expect(box).toHaveValue(' user1 ');
    for (const row of bodyRows()) expect(row).toHaveTextContent(/user1/i);

    await user.clear(box);
    await waitFor(() => expect(params(path())).toEqual({ size: '10' }));
    expect(history.length).toBe(entries);
  });

  it("the palette's ?q= fills the search box and stays: a reload gives the same list", async () => {
    const { path } = await renderSignedIn('admin', '/admin/users?q=user1');
    expect(await screen.findByRole('textbox', { name: '搜索用户名或邮箱...' })).toHaveValue(
      'user1',
    );
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('user1'));
    expect(path()).toBe('/admin/users?q=user1');
  });

  it("the palette's ?open= of a row that is gone searches for it instead, and leaves the search in the address", async () => {
    const { path } = await renderSignedIn('admin', '/admin/products?open=999999');
    expect(await screen.findByRole('textbox', { name: '搜索商品名称或品牌...' })).toHaveValue(
      '999999',
    );
    await waitFor(() => expect(path()).toBe('/admin/products?q=999999'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a page past the end shows the last page', async () => {
    await renderSignedIn('admin', '/admin/products?page=999&size=50');
    await screen.findByText(`共 ${db().products.length} 件商品`);
    const last = Math.ceil(db().products.length / 50);
    const pages = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pages).getByRole('button', { name: `第 ${last} 页` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('nonsense in the address shows the plain list, newest first', async () => {
    await renderSignedIn('admin', '/admin/products?status=nope&sort=colour&dir=up&page=-1&size=7');
    const newest = [...db().products].sort((a, b) => b.productId - a.productId)[0]!;
    await shownRows(newest.productName);
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('全部');
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveValue('添加时间（最新在前）');
    expect(bodyRows()).toHaveLength(20);
  });

  it("in English, the settings' page size applies unless the address has its own; choosing it writes nothing", async () => {
    localStorage.setItem(
      STORAGE_KEYS.adminSettings,
      JSON.stringify({ admin: { lowStockThreshold: 10, language: 'en', pageSize: 10 } }),
    );
    reloadAdminSettings();
    const { user, path } = await renderSignedIn('admin', '/admin/orders?sort=amount&dir=desc');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Amount (high to low)');
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('10 per page');
    await user.click(size);
    await user.click(await screen.findByRole('option', { name: '50 per page' }));
    await waitFor(() =>
      expect(params(path())).toEqual({ sort: 'amount', dir: 'desc', size: '50' }),
    );
    expect(bodyRows()).toHaveLength(50);
    await user.click(size);
    await user.click(await screen.findByRole('option', { name: '10 per page' }));
    await waitFor(() => expect(params(path())).toEqual({ sort: 'amount', dir: 'desc' }));
  });

  it('the CSV export holds every page of the list, as filtered and sorted', async () => {
    const files: Blob[] = [];
    catchDownloads(files);
    const { user } = await renderSignedIn('admin', LIST_URL);
    await shownRows(activeByPrice()[10]!.productName);
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^productId,productName,/);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      activeByPrice().map((p) => p.productId),
    );
  });
});
