import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { foreignKeys, inAnOrder } from '../../mocks/quirks/foreign-keys';
import { reloadAdminSettings } from '@/features/admin/common/admin-settings';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderSignedIn, screen } from '../helpers/render-app';

/** The products of the list's first page, in its order, by their checkboxes' names. */
async function pageProducts() {
  const boxes = await screen.findAllByRole('checkbox', { name: /^选择 / });
  return boxes
    .filter((box) => box.getAttribute('aria-label') !== '选择本页全部')
    .map((box) => {
      const name = box.getAttribute('aria-label')!.slice('选择 '.length);
      return { box, row: db().products.find((p) => p.productName === name)! };
    });
}

async function openProducts() {
  const view = await renderSignedIn('admin', '/admin/products');
  await screen.findByRole('heading', { level: 2, name: /商品管理/ });
  return view;
}

describe('bulk actions on products', () => {
  it('sets the stock of two products, and refuses a stock the product form refuses', async () => {
    const { user } = await openProducts();
    const [a, b] = await pageProducts();
    await user.click(a!.box);
    await user.click(b!.box);
    const bar = screen.getByRole('region', { name: '批量操作' });
    await user.click(within(bar).getByRole('button', { name: '修改库存' }));
    const ask = await screen.findByRole('dialog', { name: '修改库存' });
    await user.click(within(ask).getByRole('button', { name: '开始' }));
    expect(within(ask).getByText('请输入新库存')).toBeInTheDocument();
    await user.type(within(ask).getByRole('textbox', { name: '新库存' }), '1000001');
    await user.click(within(ask).getByRole('button', { name: '开始' }));
    expect(within(ask).getByText('不能大于 1,000,000')).toBeInTheDocument();
    await user.clear(within(ask).getByRole('textbox', { name: '新库存' }));
    await user.type(within(ask).getByRole('textbox', { name: '新库存' }), '7');
    await user.click(within(ask).getByRole('button', { name: '开始' }));
    const run = await screen.findByRole('dialog', { name: '修改库存' });
    expect(await within(run).findByText('完成 2 项，失败 0 项，未执行 0 项')).toBeInTheDocument();
    for (const { row } of [a!, b!])
      expect(db().products.find((p) => p.productId === row.productId)!.quantity).toBe(7);
  });

  it('sets a discount as the special price the product form would send', async () => {
    const { user } = await openProducts();
    const [a] = await pageProducts();
    await user.click(a!.box);
    await user.click(screen.getByRole('button', { name: '修改折扣' }));
    const ask = await screen.findByRole('dialog', { name: '修改折扣' });
    await user.type(within(ask).getByRole('textbox', { name: '折扣（%）' }), '10');
    await user.click(within(ask).getByRole('button', { name: '开始' }));
    const run = await screen.findByRole('dialog', { name: '修改折扣' });
    expect(await within(run).findByText('完成 1 项，失败 0 项，未执行 0 项')).toBeInTheDocument();
    const saved = db().products.find((p) => p.productId === a!.row.productId)!;
    expect(saved.specialPrice).toBeCloseTo(Math.round(a!.row.price * 90) / 100, 2);
  });

  it('deletes with the real server’s foreign key: a product in an order is reported, the other deleted, the admin stays', async () => {
    server.use(...foreignKeys.handlers!);
    const { user, path } = await openProducts();
    const rows = await pageProducts();
    const ordered = rows.find((r) => inAnOrder(r.row.productId))!;
    const free = rows.find((r) => !inAnOrder(r.row.productId))!;
    await user.click(ordered.box);
    await user.click(free.box);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    // Warned first: the orders list says which selected product is in an order.
    expect(
      await screen.findByText(
        '确定要删除选中的 2 件商品吗？ 其中 1 件已在订单中：服务器不允许删除订单引用的商品，这些商品会在结果中列为失败，不会被跳过。',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '确定' }));
    const run = await screen.findByRole('dialog', { name: '删除商品' });
    expect(await within(run).findByText('完成 1 项，失败 1 项，未执行 0 项')).toBeInTheDocument();
    const failed = within(run)
      .getByText(`#${ordered.row.productId} ${ordered.row.productName}`)
      .closest('tr')!;
    const orderIds = db()
      .orders.filter((o) => o.items.some((i) => i.productId === ordered.row.productId))
      .map((o) => o.orderId);
    const reason = within(failed).getByText(/^服务器拒绝删除：该商品在订单 #\d+/);
    expect(reason.textContent).toContain(`#${orderIds[0]}`);
    expect(db().products.some((p) => p.productId === ordered.row.productId)).toBe(true);
    expect(db().products.some((p) => p.productId === free.row.productId)).toBe(false);
    await user.click(within(run).getByRole('button', { name: '关闭' }));
    expect(path()).toBe('/admin/products');
    // The list reloaded: the deleted product is gone, the refused one still selected and shown.
    await screen.findByText('已选择 1 项');
    expect(screen.queryByRole('checkbox', { name: `选择 ${free.row.productName}` })).toBeNull();
    expect(screen.getByRole('checkbox', { name: `选择 ${ordered.row.productName}` })).toBeChecked();
  });
});

describe('bulk actions on users, in English', () => {
  it('deactivates two users through the one-user update', async () => {
    localStorage.setItem(
      STORAGE_KEYS.adminSettings,
      JSON.stringify({ admin: { lowStockThreshold: 10, language: 'en', pageSize: 20 } }),
    );
    reloadAdminSettings();
    const { user } = await renderSignedIn('admin', '/admin/users');
    // Users the edit form would save as they are (some seeded phones are longer than the server takes).
    const active = db().users.filter(
      (u) => u.active && u.firstName && u.lastName && (u.phone ?? '').length <= 20,
    );
    await screen.findByRole('heading', { level: 2, name: /User/ });
    const boxes = screen
      .getAllByRole('checkbox', { name: /^Select / })
      .filter((b) => active.some((u) => b.getAttribute('aria-label') === `Select ${u.username}`))
      .slice(0, 2);
    for (const box of boxes) await user.click(box);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const run = await screen.findByRole('dialog', { name: 'Deactivate users' });
    expect(await within(run).findByText('2 done, 0 failed, 0 not run')).toBeInTheDocument();
    for (const box of boxes) {
      const name = box.getAttribute('aria-label')!.slice('Select '.length);
      expect(db().users.find((u) => u.username === name)!.active).toBe(false);
    }
    localStorage.clear();
    reloadAdminSettings();
  });
});
