import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/mock-backend';
import { openCommandPalette } from './support/command-palette';
import { logIn } from './support/log-in';

/**
 * The shop against the public course server (issue #41): it has no statistics, no admin orders
 * or users and no shopper order list, and answers each with its masked 401 while the session
 * holds. The `course-server` scenario plays it: in mock mode from the URL
 * (`?mock-scenario=course-server`, kept for the tab), over HTTP through the mock server's control
 * endpoint. Every screen says what is not offered; none blames the network; nobody is signed out.
 */

/** Switches the backend to the course server, then signs in. */
async function logInToCourseServer(
  page: Page,
  request: APIRequestContext,
  mockApiUrl: string | undefined,
  username: string,
  password: string,
) {
  if (mockApiUrl) {
    const switched = await request.post(`${mockApiUrl}/__mock/scenario?name=course-server`);
    expect(switched.ok()).toBe(true);
  }
  await logIn(page, username, password, '/login?mock-scenario=course-server');
}

const NETWORK_WORDS = /网络|连接|network|connection/i;

async function expectNoNetworkBlame(page: Page) {
  await expect(page.getByRole('main')).not.toHaveText(NETWORK_WORDS);
}

/** The server's own product total, asked from the page (the in-browser mock answers it there). */
const serverProductTotal = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/public/products?pageNumber=0&pageSize=1');
    return ((await response.json()) as { totalElements: number }).totalElements;
  });

test('the back office on the course server shows what it can and says what it does not offer', async ({
  page,
  request,
  mockApiUrl,
}) => {
  await logInToCourseServer(page, request, mockApiUrl, 'admin', 'adminPass');

  await page.goto('/admin');
  const total = await serverProductTotal(page);
  await expect(page.getByRole('group', { name: '商品总数' })).toHaveText(
    new RegExp(new Intl.NumberFormat('zh-CN').format(total)),
  );
  await expect(
    page.getByText('此服务器不提供：统计数据、订单和用户。以下数字由已加载的列表计算得出。'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectNoNetworkBlame(page);

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: '订单功能开发中' })).toBeVisible();
  await expect(page.getByText('订单管理功能正在开发中，请稍后再试。')).toBeVisible();
  await expect(page.getByText('共 0 个订单')).toBeVisible();
  await expectNoNetworkBlame(page);

  await page.goto('/admin/users');
  await expect(
    page.getByText('此服务器不提供用户管理，当前显示的是示例用户，并非商店的真实数据。'),
  ).toBeVisible();
  await expectNoNetworkBlame(page);

  await page.goto('/admin/analytics');
  await expect(page.getByText('此服务器不提供统计数据，因此没有可显示的分析图表。')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectNoNetworkBlame(page);

  await page.goto('/admin/settings');
  await expect(
    page.getByText('此服务器不提供：统计数据、订单管理、用户管理、顾客的订单历史和评价管理'),
  ).toBeVisible();
  // No way to review moderation, which this server cannot do: not in the menu, not in the palette.
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Moderation' })).toHaveCount(0);
  const search = page.getByRole('textbox', { name: /^命令面板/ });
  await openCommandPalette(page, search);
  await expect(page.getByRole('button', { name: /^系统设置/ })).toBeVisible();
  await search.fill('评价');
  await expect(page.getByRole('button', { name: /^评价管理/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Still signed in: the storefront's account menu is the administrator's.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for admin' })).toBeVisible();
});

test('a shopper on the course server is told the order history is not available yet', async ({
  page,
  request,
  mockApiUrl,
}) => {
  await logInToCourseServer(page, request, mockApiUrl, 'user1', 'password1');
  await page.goto('/profile/orders');
  await expect(
    page.getByText('Your order history is not available from this shop yet'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoNetworkBlame(page);
  await expect(page.getByRole('button', { name: 'Account menu for user1' })).toBeVisible();

  // No reviews on this server: no stars on the cards or the product page, no reviews section,
  // no message about them.
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(5)).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Rated /)).toHaveCount(0);
  const productId = await page.evaluate(async () => {
    const response = await fetch('/api/public/products?pageNumber=0&pageSize=1');
    return ((await response.json()) as { content: { productId: number }[] }).content[0]!.productId;
  });
  const reviewsAnswered = page.waitForResponse((r) =>
    r.url().includes(`/api/public/products/${productId}/reviews`),
  );
  await page.goto(`/products/${productId}`);
  expect((await reviewsAnswered).status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveCount(0);
  await expect(page.getByText(/^Rated /)).toHaveCount(0);
  await expect(page.getByText('The reviews could not be loaded.')).toHaveCount(0);
  await expectNoNetworkBlame(page);
});
