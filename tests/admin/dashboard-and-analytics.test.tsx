import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dashboardStats, productStats, userStats } from '../../mocks/db/statistics';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { renderApp, renderSignedIn, screen, storeSignedIn } from '../helpers/render-app';

const yen = (n: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(n);
const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);

describe('the dashboard', () => {
  it("shows the statistics call's figures, and real figures instead of 3.2% and 8,750", async () => {
    await renderSignedIn('admin', '/admin');
    const stats = dashboardStats();
    expect(await screen.findByRole('group', { name: '总用户数' })).toHaveTextContent(
      count(stats.totalUsers),
    );
    expect(screen.getByRole('group', { name: '订单总数' })).toHaveTextContent(
      count(stats.totalOrders),
    );
    expect(screen.getByRole('group', { name: '总收入' })).toHaveTextContent(
      yen(stats.totalRevenue),
    );
    expect(screen.getByRole('group', { name: '今日收入' })).toHaveTextContent(
      yen(stats.todayRevenue),
    );
    const buyers = db().orders.map((o) => o.userId);
    const share = db().users.filter((u) => buyers.includes(u.id)).length / db().users.length;
    expect(screen.getByRole('group', { name: '下单转化率' })).toHaveTextContent(
      new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 }).format(share),
    );
    expect(screen.queryByText('3.2%')).toBeNull();
  });

  it('shows five popular products, five recent orders and a low-stock list', async () => {
    await renderSignedIn('admin', '/admin');
    const popular = await screen.findByRole('region', { name: '热门商品' });
    expect(await within(popular).findAllByText(/^已售/)).toHaveLength(5);
    const recent = screen.getByRole('region', { name: '最近订单' });
    expect(within(recent).getAllByText(/^#\d+ · /)).toHaveLength(5);
    const low = screen.getByRole('region', { name: '库存不足' });
    expect(within(low).getAllByText(/^库存 \d+$/).length).toBeGreaterThan(0);
  });

  it("says 'no order data' and 'no product data' in an empty shop", async () => {
    useScenario('empty');
    await renderSignedIn('admin', '/admin');
    expect(await screen.findByText('no order data')).toBeInTheDocument();
    expect(screen.getByText('no product data')).toBeInTheDocument();
  });

  it('shows the Chinese load-failure message with a reload button when nothing loads', async () => {
    await storeSignedIn('admin');
    // Every back-office call fails; the session check still answers (the shell needs it).
    server.use(
      http.get(/\/api\/admin\//, () =>
        HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    renderApp('/admin');
    expect(
      await screen.findByText('无法加载统计数据，请稍后重试', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('analytics', () => {
  it('charts sales for a chosen period, users, products by category and top sellers', async () => {
    const { user } = await renderSignedIn('admin', '/admin/analytics');
    expect(await screen.findByRole('region', { name: '销售趋势' })).toBeInTheDocument();
    expect(await screen.findByText(/^总收入：/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '近 12 个月' }));
    expect(screen.getByRole('radio', { name: '近 12 个月' })).toBeChecked();
    for (const name of ['用户', '各分类商品数', '热销商品'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('names every slice of the donuts with its figure, without hovering', async () => {
    await renderSignedIn('admin', '/admin/analytics');
    const users = userStats();
    const usersRegion = await screen.findByRole('region', { name: '用户' });
    expect(await within(usersRegion).findByText(`活跃用户：${users.activeUsers}`)).toBeVisible();
    expect(within(usersRegion).getByText(`停用用户：${users.inactiveUsers}`)).toBeVisible();
    const byCategory = screen.getByRole('region', { name: '各分类商品数' });
    const { byCategory: categories } = productStats();
    expect(categories.length).toBeGreaterThan(1);
    for (const category of categories)
      expect(
        await within(byCategory).findByText(`${category.categoryName}：${category.productCount}`),
      ).toBeInTheDocument();
  });

  it('answers 403 to a shopper calling the statistics', async () => {
    await renderSignedIn('user1', '/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    const response = await fetch(`${location.origin}/api/admin/statistics`, {
      credentials: 'include',
    });
    expect(response.status).toBe(403);
  });
});
