import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { scenarioHandlers } from '../../mocks/scenarios';
import { forgetUser } from '@/api/forget-user';
import { readAuthUser } from '@/api/auth-storage';
import { renderApp, renderSignedIn, screen, storeSignedIn } from '../helpers/render-app';

/**
 * The back office against the public course server (the `course-server` scenario: statistics,
 * admin orders and users answer the masked 401 while the session holds). Each screen says what
 * the server does not offer; none blames the network, and nobody is signed out.
 */
const count = (n: number) => new Intl.NumberFormat('zh-CN').format(n);
const NETWORK_WORDS = /网络|连接|network|connection/i;

// What the client learnt about the server goes with the user (the next test starts unknowing).
afterEach(() => forgetUser('signed-out'));

function expectNoNetworkBlame() {
  expect(document.body.textContent).not.toMatch(NETWORK_WORDS);
}

describe('on the course server', () => {
  it('the dashboard computes its totals from the lists that answered and names what is not offered', async () => {
    useScenario('course-server');
    await renderSignedIn('admin', '/admin');
    const products = await screen.findByRole('group', { name: '商品总数' });
    expect(products).toHaveTextContent(count(db().products.length));
    expect(screen.getByRole('group', { name: '订单总数' })).toHaveTextContent('—');
    expect(screen.getByRole('group', { name: '总用户数' })).toHaveTextContent('—');
    expect(
      screen.getByText('此服务器不提供：统计数据、订单和用户。以下数字由已加载的列表计算得出。'),
    ).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: '最近订单' });
    expect(within(recent).getByText('此服务器不提供订单数据')).toBeInTheDocument();
    const trend = screen.getByRole('region', { name: '订单趋势' });
    expect(await within(trend).findByText('此服务器不提供订单数据')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoNetworkBlame();
    expect(readAuthUser()?.username).toBe('admin');
  });

  it('order management shows the empty state with a count of 0 and no status controls', async () => {
    useScenario('course-server');
    await renderSignedIn('admin', '/admin/orders');
    expect(await screen.findByRole('heading', { name: '订单功能开发中' })).toBeInTheDocument();
    expect(screen.getByText('订单管理功能正在开发中，请稍后再试。')).toBeInTheDocument();
    expect(screen.getByText('共 0 个订单')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoNetworkBlame();
  });

  it('user management shows the sample users, labelled as samples of a server without user management', async () => {
    useScenario('course-server');
    await renderSignedIn('admin', '/admin/users');
    expect(
      await screen.findByText('此服务器不提供用户管理，当前显示的是示例用户，并非商店的真实数据。'),
    ).toBeInTheDocument();
    expect(screen.getByText('zhangwei')).toBeInTheDocument();
    expectNoNetworkBlame();
  });

  it('analytics says once that this server offers no statistics', async () => {
    useScenario('course-server');
    await renderSignedIn('admin', '/admin/analytics');
    expect(
      await screen.findByText('此服务器不提供统计数据，因此没有可显示的分析图表。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: '销售趋势' })).toBeNull();
    expectNoNetworkBlame();
  });

  it('Settings lists what the server does not offer', async () => {
    useScenario('course-server');
    await renderSignedIn('admin', '/admin/settings');
    const section = await screen.findByRole('region', { name: '服务器功能' });
    expect(
      await within(section).findByText(
        '此服务器不提供：统计数据、订单管理、用户管理、顾客的订单历史和评价管理',
      ),
    ).toBeInTheDocument();
    // No menu entry to review moderation, which this server cannot do.
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review Moderation' })).toBeNull();
  });

  it('the command palette offers no review moderation, as the menu does not', async () => {
    useScenario('course-server');
    const { user } = await renderSignedIn('admin', '/admin/settings');
    // The menu has learnt it: the palette reads the same.
    await screen.findByRole('region', { name: '服务器功能' });
    await user.click(await screen.findByRole('button', { name: /打开命令面板/ }));
    await screen.findByRole('textbox', { name: /^命令面板/ });
    expect(screen.getByRole('button', { name: /^系统设置/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^评价管理/ })).toBeNull();
    await user.keyboard('评价');
    expect(screen.queryByRole('button', { name: /^评价管理/ })).toBeNull();
  });
});

describe('on a server that offers everything', () => {
  it('Settings says so', async () => {
    await renderSignedIn('admin', '/admin/settings');
    const section = await screen.findByRole('region', { name: '服务器功能' });
    expect(
      await within(section).findByText('此服务器提供后台使用的全部功能。'),
    ).toBeInTheDocument();
  });
});

describe('when the network really fails', () => {
  // The network-error scenario, but the session check answers: the back office opens.
  async function openWithoutNetwork(path: string) {
    await storeSignedIn('admin');
    const admin = readAuthUser();
    server.use(...scenarioHandlers('network-error'));
    server.use(http.get('*/api/auth/user', () => HttpResponse.json(admin)));
    renderApp(path);
  }

  it('order management still names the network, with a reload', async () => {
    await openWithoutNetwork('/admin/orders');
    expect(
      await screen.findByText('订单加载失败，请检查网络连接或稍后重试', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('the dashboard still names the network, and nothing is said to be not offered', async () => {
    await openWithoutNetwork('/admin');
    expect(
      await screen.findByText('无法加载统计数据，请检查网络连接或稍后重试', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/不提供/);
  });
});
