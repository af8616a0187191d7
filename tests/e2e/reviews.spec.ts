import type { Page } from '@playwright/test';
import { logIn, submitLogin } from './support/log-in';
import { expect, test } from './support/mock-backend';

/**
 * Reviews and ratings (issue 69, docs/product/storefront.md#28b-reviews and
 * docs/product/back-office.md#7a-reviews), one journey through one browser (in mock mode the
 * mock's shop is the browser's): a non-buyer gets no form and the API refuses them; a buyer
 * writes a review, which waits; the administrator approves it and rejects three others at once;
 * a signed-out visitor and the buyer then see it, with the product's average and count changed.
 * In HTTP mode on the plain mock server only (quirks mode plays a server without reviews:
 * course-server.spec.ts).
 */

interface Summary {
  average: number;
  count: number;
}

/** What the server says of a product's reviews, and whether the signed-in person may write one. */
async function readProducts(page: Page) {
  return page.evaluate(async () => {
    const orders = (await (await fetch('/api/orders/users')).json()) as {
      orderItems: { product: { productId: number } }[];
    }[];
    const ordered = [
      ...new Set(orders.flatMap((order) => order.orderItems.map((item) => item.product.productId))),
    ];
    let bought = 0;
    // Received (a completed order) and not reviewed yet: the server says so.
    for (const id of ordered) {
      const mine = (await (await fetch(`/api/products/${id}/reviews/mine`)).json()) as {
        mayReview: boolean;
      };
      if (mine.mayReview) {
        bought = id;
        break;
      }
    }
    const list = (await (await fetch('/api/public/products?pageNumber=0&pageSize=50')).json()) as {
      content: { productId: number }[];
    };
    const notBought = list.content.map((p) => p.productId).find((id) => !ordered.includes(id)) ?? 0;
    return { bought, notBought };
  });
}

const summaryOf = (page: Page, productId: number) =>
  page.evaluate(async (id) => {
    const page = (await (
      await fetch(`/api/public/products/${id}/reviews?pageNumber=0&pageSize=5`)
    ).json()) as { summary: { average: number; count: number } };
    return page.summary;
  }, productId);

async function logOut(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const section = (page: Page) => page.getByRole('region', { name: 'Customer reviews' });
/** The count and average the section shows, as the distribution's buttons say them. */
const shownCount = (page: Page, count: number) =>
  section(page).getByText(count === 1 ? '1 review' : `${count} reviews`, { exact: true });

test('a buyer reviews, the administrator approves it, everyone sees it; a non-buyer cannot; three rejected at once', async ({
  page,
}) => {
  await logIn(page, 'user1', 'password1');
  const { bought, notBought } = await readProducts(page);
  expect(bought, 'a product user1 received and has not reviewed').toBeGreaterThan(0);
  expect(notBought, 'a product user1 never ordered').toBeGreaterThan(0);

  // A non-buyer: the API refuses, and the page offers no form.
  const refused = await page.evaluate(async (id) => {
    const response = await fetch(`/api/products/${id}/reviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 5, title: 'Great', text: 'I never bought it.' }),
    });
    return response.status;
  }, notBought);
  expect(refused).toBe(403);
  const mineAnswered = page.waitForResponse((r) =>
    r.url().includes(`/api/products/${notBought}/reviews/mine`),
  );
  await page.goto(`/products/${notBought}`);
  await expect(section(page)).toBeVisible();
  expect((await mineAnswered).status()).toBe(200);
  await expect(section(page).getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The buyer writes one: an empty send says what is missing; the stars take the arrow keys.
  const before: Summary = await summaryOf(page, bought);
  // A rating far from the average, so the rounded average moves.
  const rating = before.count > 0 && before.average >= 3 ? 1 : 5;
  const title = `Journey review ${Date.now()}`;
  await page.goto(`/products/${bought}`);
  await section(page).getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Your review of this product' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars')).toBeVisible();
  const stars = form.getByRole('radiogroup', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
  if (rating === 1) {
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
  } else {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
  }
  await expect(
    stars.getByRole('radio', { name: rating === 1 ? '1 star' : '5 stars', exact: true }),
  ).toBeChecked();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Your review' }).fill('Written in the journey.');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(section(page).getByText('Your review is waiting for approval')).toBeVisible();
  // Not published yet: the count is the one before.
  expect((await summaryOf(page, bought)).count).toBe(before.count);
  await logOut(page, 'user1');

  // The administrator approves it in 评价管理, and rejects three others at once.
  await submitLogin(page, 'admin', 'adminPass');
  await page.goto('/admin/reviews?status=pending');
  const main = page.getByRole('main');
  // The seed's reviews may be dated later than this one: found by its title.
  const search = main.getByRole('textbox', { name: '搜索标题、内容、用户或商品' });
  await search.fill(title);
  await main.getByRole('button', { name: `通过评价「${title}」` }).click();
  await expect(page.getByText('已更新评价状态').first()).toBeVisible();
  await expect(main.getByRole('button', { name: `通过评价「${title}」` })).toHaveCount(0);
  await search.fill('');
  const boxes = main.getByRole('checkbox', { name: /^选择 .+ 的评价「/ });
  await expect(boxes.nth(2)).toBeVisible();
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await main.getByRole('button', { name: '批量拒绝' }).click();
  const run = page.getByRole('dialog', { name: '批量拒绝评价' });
  await expect(run.getByText('完成 3 项，失败 0 项，未执行 0 项')).toBeVisible();
  await run.getByRole('button', { name: '关闭', exact: true }).click();
  await page.goto('/');
  await logOut(page, 'admin');

  // A signed-out visitor sees it, and the changed count and average.
  const after: Summary = await summaryOf(page, bought);
  expect(after.count).toBe(before.count + 1);
  expect(after.average).not.toBe(before.average);
  await page.goto(`/products/${bought}`);
  await expect(section(page).getByText(title)).toBeVisible();
  await expect(shownCount(page, after.count)).toBeVisible();
  await expect(section(page).getByText(`${after.average.toFixed(1)} out of 5`)).toBeVisible();
  await expect(
    page.getByText(
      `Rated ${after.average.toFixed(1)} out of 5 from ${after.count === 1 ? '1 review' : `${after.count} reviews`}`,
    ),
  ).toBeAttached();

  // So does the buyer, with their own review published.
  await page.goto('/login');
  await submitLogin(page, 'user1', 'password1');
  await page.goto(`/products/${bought}`);
  await expect(section(page).getByText('Your review is published.')).toBeVisible();
  await expect(shownCount(page, after.count)).toBeVisible();
});
