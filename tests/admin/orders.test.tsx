import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { OrdersPage } from '@/features/admin/orders/components/orders-page';
import { pasteText } from '../helpers/paste-text';
import { renderSignedInComponent, screen } from '../helpers/render-component';

const newest = () =>
  [...db().orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]!;
const yen = (n: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(n);

/** The back-office page alone, for the administrator, with the layout's dialog provider. */
const renderAsAdmin = () =>
  renderSignedInComponent('admin', <OrdersPage />, { url: '/admin/orders', modals: true });

describe('order management', () => {
  it("reads an order list in the spec's spellings (id, orderNumber, status, items, customerEmail)", async () => {
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json([
          {
            id: 901,
            orderNumber: 'SO-2026-0901',
            status: 'shipped',
            paymentStatus: 'completed',
            paymentMethod: 'card',
            totalAmount: 59.8,
            customerName: 'Ada Lovelace',
            customerEmail: 'ada@shop.com',
            createdAt: '2026-11-20T10:00:00Z',
            items: [{ id: 1, productId: 7, name: 'Tea Pot', quantity: 2, price: 29.9 }],
          },
          {
            id: 902,
            status: 'pending',
            totalAmount: 10,
            customerEmail: 'bob@shop.com',
            createdAt: '2026-11-21T10:00:00Z',
            items: [{ id: 2, productName: 'Mug', quantity: 1, price: 10 }],
          },
        ]),
      ),
    );
    const { user } = await renderAsAdmin();
    expect(await screen.findByText('共 2 个订单')).toBeInTheDocument();
    const first = screen.getByText('#SO-2026-0901').closest('tr')!;
    expect(within(first).getByText('ada@shop.com')).toBeInTheDocument();
    expect(within(first).getByText(yen(59.8))).toBeInTheDocument();
    expect(within(first).getAllByText('已发货').length).toBeGreaterThan(0);
    const second = screen.getByText('#902').closest('tr')!;
    expect(within(second).getAllByText('bob@shop.com').length).toBeGreaterThan(0);

    await user.click(within(first).getByRole('button', { name: /SO-2026-0901/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tea Pot')).toBeInTheDocument();
  });

  it('shows the orders the alternative-spellings scenario answers as a plain array', async () => {
    useScenario('alternative-spellings');
    await renderAsAdmin();
    expect(await screen.findByText(`共 ${db().orders.length} 个订单`)).toBeInTheDocument();
    // Newest first, whatever order the plain array has them in.
    const order = newest();
    const row = screen.getByText(`#SO-${String(order.orderId).padStart(6, '0')}`).closest('tr')!;
    expect(within(row).getByText(yen(order.totalAmount))).toBeInTheDocument();
    expect(within(row).getByText(order.email)).toBeInTheDocument();
  });

  it('shows the title with the count and the agreed columns', async () => {
    await renderAsAdmin();
    expect(await screen.findByText(`共 ${db().orders.length} 个订单`)).toBeInTheDocument();
    for (const column of ['订单信息', '客户', '金额', '订单状态', '支付状态', '创建时间', '操作'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    const order = newest();
    const row = screen.getByText(`#${order.orderId}`).closest('tr')!;
    expect(within(row).getByText(yen(order.totalAmount))).toBeInTheDocument();
    expect(within(row).getByText(order.email)).toBeInTheDocument();
  });

  it('searches by order id, customer name or email and filters by status and payment', async () => {
    const { user } = await renderAsAdmin();
    const order = newest();
    const search = await screen.findByRole('textbox', { name: '搜索订单号、客户姓名或邮箱...' });
    await pasteText(user, search, order.email.toUpperCase());
    for (const row of screen.getAllByRole('row').slice(1))
      expect(row).toHaveTextContent(order.email);
    await user.clear(search);
    await user.click(screen.getByRole('combobox', { name: '支付状态' }));
    await user.click(await screen.findByRole('option', { name: '支付失败' }));
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getByText('支付失败')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByRole('option', { name: '已完成' }));
    expect(screen.getByText('没有找到符合条件的订单')).toBeInTheDocument();
  });

  it('changes a status on the server and shows it at once', async () => {
    const order = newest();
    const { user } = await renderAsAdmin();
    await user.click(
      await screen.findByRole('combobox', { name: `更改订单 ${order.orderId} 状态` }),
    );
    const target = order.orderStatus === 'cancelled' ? '已发货' : '已取消';
    await user.click(await screen.findByRole('option', { name: target }));
    const row = screen.getByText(`#${order.orderId}`).closest('tr')!;
    expect(within(row).getAllByText(target).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(db().orders.find((o) => o.orderId === order.orderId)!.orderStatus).toBe(
        target === '已取消' ? 'cancelled' : 'shipped',
      ),
    );
  });

  it('rolls back with 订单功能正在开发中 when the server refuses', async () => {
    const order = newest();
    server.use(
      http.put('*/api/admin/orders/:id/status', () =>
        HttpResponse.json({ message: 'no' }, { status: 400 }),
      ),
    );
    const { user } = await renderAsAdmin();
    const select = await screen.findByRole('combobox', { name: `更改订单 ${order.orderId} 状态` });
    const before = (select as HTMLInputElement).value;
    await user.click(select);
    const target = order.orderStatus === 'cancelled' ? '已发货' : '已取消';
    await user.click(await screen.findByRole('option', { name: target }));
    expect(await screen.findByText('订单功能正在开发中')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: `更改订单 ${order.orderId} 状态` })).toHaveValue(
        before,
      ),
    );
  });

  it('opens the details with customer, address, items and only the timeline steps that happened', async () => {
    const order = db().orders.find((o) => o.orderStatus === 'paid' && o.paidAt && !o.shippedAt)!;
    const { user } = await renderAsAdmin();
    await pasteText(
      user,
      await screen.findByRole('textbox', { name: '搜索订单号、客户姓名或邮箱...' }),
      String(order.orderId),
    );
    await user.click(screen.getByRole('button', { name: `查看订单 ${order.orderId} 详情` }));
    const dialog = await screen.findByRole('dialog', { name: `订单详情 #${order.orderId}` });
    expect(within(dialog).getByText(order.email)).toBeInTheDocument();
    expect(within(dialog).getByText('下单时间')).toBeInTheDocument();
    expect(within(dialog).getByText('支付时间')).toBeInTheDocument();
    expect(within(dialog).queryByText('发货时间')).toBeNull();
    expect(within(dialog).queryByText('送达时间')).toBeNull();
    expect(within(dialog).getAllByRole('row')).toHaveLength(order.items.length + 1);
  });

  it('shows the agreed empty state when there are no orders', async () => {
    useScenario('empty');
    await renderAsAdmin();
    expect(await screen.findByText('订单功能开发中')).toBeInTheDocument();
    expect(screen.getByText('订单管理功能正在开发中，请稍后再试。')).toBeInTheDocument();
  });
});
