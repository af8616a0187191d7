import { waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { maskedUnauthorized } from '../../mocks/responses';
import { renderSignedIn, screen } from '../helpers/render-app';

/** The two newest orders (the list's first rows) that are not shipped yet. */
const twoOrders = () =>
  [...db().orders]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .filter((o) => o.orderStatus !== 'shipped')
    .slice(0, 2);

async function selectTwoAndShip() {
  const view = await renderSignedIn('admin', '/admin/orders');
  const [a, b] = twoOrders();
  const { user } = view;
  await user.click(await screen.findByRole('checkbox', { name: `选择 订单 #${a!.orderId}` }));
  await user.click(screen.getByRole('checkbox', { name: `选择 订单 #${b!.orderId}` }));
  const bar = screen.getByRole('region', { name: '批量操作' });
  expect(within(bar).getByText('已选择 2 项')).toBeInTheDocument();
  await user.click(within(bar).getByRole('button', { name: '修改状态' }));
  const ask = await screen.findByRole('dialog', { name: '修改订单状态' });
  await user.click(within(ask).getByRole('combobox', { name: '新状态' }));
  await user.click(await screen.findByRole('option', { name: '已发货' }));
  await user.click(within(ask).getByRole('button', { name: '开始' }));
  const run = await screen.findByRole('dialog', { name: '修改订单状态：已发货' });
  return { ...view, a: a!, b: b!, run };
}

const statusOf = (orderId: number) => db().orders.find((o) => o.orderId === orderId)!.orderStatus;

describe('bulk status change of orders', () => {
  it('selects two orders, ships both through the one-order call and shows it in the list', async () => {
    const { user, a, b, run } = await selectTwoAndShip();
    expect(await within(run).findByText('完成 2 项，失败 0 项，未执行 0 项')).toBeInTheDocument();
    expect(statusOf(a.orderId)).toBe('shipped');
    expect(statusOf(b.orderId)).toBe('shipped');
    await user.click(within(run).getByRole('button', { name: '关闭' }));
    for (const order of [a, b]) {
      const row = screen
        .getByRole('checkbox', { name: `选择 订单 #${order.orderId}` })
        .closest('tr')!;
      await waitFor(() =>
        expect(
          within(row).getByRole('combobox', { name: `更改订单 ${order.orderId} 状态` }),
        ).toHaveValue('已发货'),
      );
    }
  });

  it('fails only the row the server refuses with its masked 401, keeps the admin signed in, and retries it', async () => {
    const refused = twoOrders()[0]!.orderId;
    let refuse = true;
    server.use(
      http.put(`*/api/admin/orders/${refused}/status`, () =>
        refuse ? maskedUnauthorized() : undefined,
      ),
    );
    const { user, a, b, run, path } = await selectTwoAndShip();
    expect(await within(run).findByText('完成 1 项，失败 1 项，未执行 0 项')).toBeInTheDocument();
    const failedRow = within(run).getByText(`#${a.orderId}`).closest('tr')!;
    expect(within(failedRow).getByText('失败')).toBeInTheDocument();
    expect(
      within(failedRow).getByText('服务器拒绝了此操作，但未说明原因（登录状态不受影响）'),
    ).toBeInTheDocument();
    expect(statusOf(a.orderId)).not.toBe('shipped');
    expect(statusOf(b.orderId)).toBe('shipped');
    expect(path()).toBe('/admin/orders');

    refuse = false;
    await user.click(within(run).getByRole('button', { name: '重试失败和未执行的 1 项' }));
    expect(await within(run).findByText('完成 1 项，失败 0 项，未执行 0 项')).toBeInTheDocument();
    expect(statusOf(a.orderId)).toBe('shipped');
    expect(screen.getByRole('heading', { level: 2, name: /订单管理/ })).toBeInTheDocument();
  });

  it('cancels with Escape: the calls under way finish, the rest are listed as not run', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    server.use(
      http.put('*/api/admin/orders/:orderId/status', async () => {
        started++;
        await held;
        return undefined;
      }),
    );
    const { user } = await renderSignedIn('admin', '/admin/orders');
    await user.click(await screen.findByRole('checkbox', { name: '选择本页全部' }));
    await user.click(screen.getByRole('button', { name: '修改状态' }));
    const ask = await screen.findByRole('dialog', { name: '修改订单状态' });
    await user.click(within(ask).getByRole('combobox', { name: '新状态' }));
    await user.click(await screen.findByRole('option', { name: '已完成' }));
    await user.click(within(ask).getByRole('button', { name: '开始' }));
    const run = await screen.findByRole('dialog', { name: '修改订单状态：已完成' });
    await waitFor(() => expect(started).toBe(3));
    await user.keyboard('{Escape}');
    expect(
      await within(run).findByText('正在取消：进行中的请求完成后停止，其余不再执行'),
    ).toBeInTheDocument();
    release();
    const perPage = Math.min(20, db().orders.length);
    expect(
      await within(run).findByText(`完成 3 项，失败 0 项，未执行 ${perPage - 3} 项`),
    ).toBeInTheDocument();
    expect(started).toBe(3);
    expect(db().orders.filter((o) => o.orderStatus === 'completed').length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('selects the page with the header box, then every matching order, and clears', async () => {
    const { user } = await renderSignedIn('admin', '/admin/orders');
    await user.click(await screen.findByRole('checkbox', { name: '选择本页全部' }));
    const bar = screen.getByRole('region', { name: '批量操作' });
    const total = db().orders.length;
    const perPage = Math.min(20, total);
    expect(within(bar).getByText(`已选择 ${perPage} 项`)).toBeInTheDocument();
    if (total > perPage) {
      await user.click(
        within(bar).getByRole('button', { name: `选择全部 ${total} 项符合条件的记录` }),
      );
      expect(within(bar).getByText(`已选择 ${total} 项`)).toBeInTheDocument();
    }
    await user.click(within(bar).getByRole('button', { name: '清除选择' }));
    expect(screen.queryByRole('region', { name: '批量操作' })).not.toBeInTheDocument();
  });

  it('selects a range with Shift+click', async () => {
    const { user } = await renderSignedIn('admin', '/admin/orders');
    const boxes = (await screen.findAllByRole('checkbox')).filter((b) =>
      b.getAttribute('aria-label')?.startsWith('选择 订单'),
    );
    await user.click(boxes[1]!);
    await user.keyboard('{Shift>}');
    await user.click(boxes[4]!);
    await user.keyboard('{/Shift}');
    expect(screen.getByText('已选择 4 项')).toBeInTheDocument();
    expect(boxes.slice(1, 5).every((b) => (b as HTMLInputElement).checked)).toBe(true);
    expect((boxes[0] as HTMLInputElement).checked).toBe(false);
  });
});
