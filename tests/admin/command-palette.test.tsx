import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { renderApp, renderSignedIn, screen } from '../helpers/render-app';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openPalette(path = '/admin') {
  const view = await renderSignedIn('admin', path);
  await view.user.click(await screen.findByRole('button', { name: /打开命令面板/ }));
  const search = await screen.findByRole('textbox', { name: /^命令面板/ });
  return { ...view, search };
}

describe('the command palette', () => {
  it('opens with Ctrl+K and lists the pages and actions', async () => {
    // The palette's code arrives lazily: opened once by its button, it is surely there.
    const { user } = await openPalette();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^命令面板/ })).toBeNull());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('textbox', { name: /^命令面板/ })).toHaveFocus();
    for (const name of ['仪表盘', '商品管理', '系统设置', '新建商品'])
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    // The reviews extension, which the mock offers.
    expect(await screen.findByRole('button', { name: /^评价管理/ })).toBeInTheDocument();
  });

  it('is closed on the next visit when the back office went away with it open', async () => {
    const { unmount } = await openPalette();
    unmount();
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: /打开命令面板/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^命令面板/ })).toBeNull();
  });

  it('finds a product by name and opens its dialog with the keyboard', async () => {
    const product = db().products[3]!;
    const { user, search, path } = await openPalette();
    await user.type(search, product.productName);
    const entry = await screen.findByRole('button', {
      name: new RegExp(`^${escape(product.productName)}商品 #${product.productId} `),
    });
    expect(entry).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    await waitFor(() => expect(entry).toHaveAttribute('data-selected'));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '商品详情' });
    expect(within(dialog).getByRole('textbox', { name: /^商品名称/ })).toHaveValue(
      product.productName,
    );
    // The request is carried out once: the URL is the plain list again.
    await waitFor(() => expect(path()).toBe('/admin/products'));
  });

  it('finds a product by its id', async () => {
    const product = db().products[7]!;
    const { user, search } = await openPalette();
    await user.type(search, `#${product.productId}`);
    const group = await screen.findByRole('group', { name: '商品' });
    expect(
      await within(group).findByRole('button', { name: new RegExp(`商品 #${product.productId} `) }),
    ).toBeInTheDocument();
    // An id matches exactly: #7 does not bring #70 along.
    expect(within(group).getAllByRole('button')).toHaveLength(1);
  });

  it('finds an order by id and a user by name, and opens them', async () => {
    const order = db().orders[0]!;
    const { user, search } = await openPalette();
    await user.type(search, String(order.orderId));
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^订单 #${order.orderId}`) }),
    );
    expect(
      await screen.findByRole('dialog', { name: `订单详情 #${order.orderId}` }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const someone = db().users.find((u) => u.username === 'user1')!;
    await user.click(screen.getByRole('button', { name: /打开命令面板/ }));
    await user.type(await screen.findByRole('textbox', { name: /^命令面板/ }), 'user1');
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^user1用户 #${someone.id} `) }),
    );
    const dialog = await screen.findByRole('dialog', { name: '用户详情' });
    expect(within(dialog).getByRole('textbox', { name: /^用户名/ })).toHaveValue('user1');
  });

  it('opens the products page with its create dialog for 新建商品', async () => {
    const { user, search } = await openPalette('/admin/orders');
    await user.type(search, '新建');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(await screen.findByRole('dialog', { name: '添加商品' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user, search } = await openPalette();
    await user.type(search, 'zzzz-nothing-like-this');
    expect(await screen.findByText('没有找到匹配项')).toBeInTheDocument();
  });
});
