import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { renderSignedIn, screen, storeSignedIn, renderApp } from '../helpers/render-app';

const yen = (n: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(n);
const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);

/** The orders list's own sum over the last `days` local days, today included. */
function expectedTotals(days: number) {
  const from = new Date();
  from.setHours(0, 0, 0, 0);
  from.setDate(from.getDate() - (days - 1));
  const orders = db().orders.filter((o) => {
    const placed = new Date(o.createdAt);
    return placed >= from && placed <= new Date();
  });
  const cents = orders
    .filter((o) => o.paymentStatus === 'completed')
    .reduce((sum, o) => sum + Math.round(o.totalAmount * 100), 0);
  return `共 ${count(orders.length)} 个订单，已支付收入 ${yen(cents / 100)}`;
}

describe('the dashboard over time', () => {
  it('sums the orders list for the last 7, 30 and 90 days', async () => {
    const { user } = await renderSignedIn('admin', '/admin');
    const trend = await screen.findByRole('region', { name: '订单趋势' });
    expect(await within(trend).findByTestId('trend-totals')).toHaveTextContent(expectedTotals(30));
    expect(within(trend).getByRole('radio', { name: '近 30 天' })).toBeChecked();
    for (const [label, days] of [
      ['近 7 天', 7],
      ['近 90 天', 90],
    ] as const) {
      await user.click(within(trend).getByRole('radio', { name: label }));
      expect(within(trend).getByTestId('trend-totals')).toHaveTextContent(expectedTotals(days));
    }
    expect(within(trend).getByText('订单状态分布')).toBeInTheDocument();
    // The seeded shop has orders in the last 90 days: the check above compared real sums.
    expect(expectedTotals(90)).not.toMatch(/^共 0 个订单/);
  });

  it('says when there are no orders in the period', async () => {
    useScenario('empty');
    await renderSignedIn('admin', '/admin');
    const trend = await screen.findByRole('region', { name: '订单趋势' });
    expect(await within(trend).findByText('所选时间段内没有订单')).toBeInTheDocument();
  });

  it('says why it has nothing to show when the orders fail, and loads them again', async () => {
    await storeSignedIn('admin');
    let fail = true;
    server.use(
      http.get(/\/api\/admin\/orders$/, () =>
        fail
          ? HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderApp('/admin');
    const trend = await screen.findByRole('region', { name: '订单趋势' });
    expect(
      await within(trend).findByText('订单加载失败，请稍后重试', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(trend).getByRole('button', { name: '重新加载' }));
    expect(await within(trend).findByTestId('trend-totals')).toHaveTextContent(expectedTotals(30));
  });
});
