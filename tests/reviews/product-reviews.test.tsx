import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { API_BASE_URL } from '@/api/config';
import { renderApp, renderSignedIn, screen } from '../helpers/render-app';

/**
 * The product page's reviews (docs/product/storefront.md#28b-reviews), answered by the mock's
 * reviews handlers: what a shopper sees and what a buyer may write.
 */
const user1 = () => db().users.find((u) => u.username === 'user1')!;
const approvedOf = (productId: number) =>
  db().reviews.filter((r) => r.productId === productId && r.status === 'approved');
/** The product with the most approved reviews: more than one page of them. */
function busiestProduct() {
  const counts = new Map<number, number>();
  for (const r of db().reviews)
    if (r.status === 'approved') counts.set(r.productId, (counts.get(r.productId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}
function receivedByUser1() {
  return db().orders.find((o) => o.userId === user1().id && o.orderStatus === 'completed')!
    .items[0]!.productId;
}
const section = () => screen.findByRole('region', { name: 'Customer reviews' });

describe('reviews on a product page', () => {
  it('shows the average, the count per star, and filters by a star on a click, in the address', async () => {
    const productId = busiestProduct();
    const approved = approvedOf(productId);
    const { path, user } = renderApp(`/products/${productId}`);
    const reviews = await section();
    const average =
      Math.round((approved.reduce((n, r) => n + r.rating, 0) / approved.length) * 10) / 10;
    expect(
      screen.getByText(`Rated ${average.toFixed(1)} out of 5 from ${approved.length} reviews`),
    ).toBeInTheDocument();
    const five = approved.filter((r) => r.rating === 5).length;
    const bar = within(reviews).getByRole('button', {
      name: `5 stars: ${five === 1 ? '1 review' : `${five} reviews`}`,
    });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(Math.min(5, approved.length));
    await user.click(bar);
    await waitFor(() => expect(path()).toBe(`/products/${productId}?stars=5`));
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    expect(await within(reviews).findByText('Showing 5 stars reviews only.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(reviews)
          .getAllByRole('img', { name: /out of 5$/ })
          .map((star) => star.getAttribute('aria-label')),
      ).toEqual(Array(Math.min(5, five)).fill('5 stars out of 5')),
    );
  });

  it('sorts and pages the reviews in the address', async () => {
    const productId = busiestProduct();
    const { path, user } = renderApp(`/products/${productId}?reviews=lowest`);
    const reviews = await section();
    expect(within(reviews).getByRole('combobox', { name: 'Sort reviews' })).toHaveValue('lowest');
    const lowest = Math.min(...approvedOf(productId).map((r) => r.rating));
    await waitFor(() =>
      expect(within(reviews).getAllByRole('img', { name: /out of 5$/ })[0]).toHaveAccessibleName(
        `${lowest} ${lowest === 1 ? 'star' : 'stars'} out of 5`,
      ),
    );
    await user.click(within(reviews).getByRole('button', { name: 'Next reviews' }));
    await waitFor(() => expect(path()).toBe(`/products/${productId}?reviews=lowest&reviewPage=2`));
    expect(await within(reviews).findByText(/^Page 2 of/)).toBeInTheDocument();
  });

  it('shows markup in a review as text', async () => {
    const productId = busiestProduct();
    const review = approvedOf(productId).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    review.title = '<img src=x onerror=alert(1)>';
    review.text = '</script><b>bold</b>';
    renderApp(`/products/${productId}`);
    const reviews = await section();
    expect(within(reviews).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(reviews).getByText('</script><b>bold</b>')).toBeInTheDocument();
    expect(reviews.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('offers a non-buyer no form', async () => {
    const notBought = db().products.find(
      (p) =>
        !db().orders.some(
          (o) => o.userId === user1().id && o.items.some((i) => i.productId === p.productId),
        ),
    )!.productId;
    const mine = new Promise<void>((resolve) => {
      const seen = (event: { request: Request; response: Response }) => {
        if (event.request.url.endsWith(`/products/${notBought}/reviews/mine`)) resolve();
      };
      void import('../../mocks/node').then(({ server }) =>
        server.events.on('response:mocked', seen),
      );
    });
    await renderSignedIn('user1', `/products/${notBought}`);
    await section();
    await mine;
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('lets a buyer write a review (keyboard stars), keeps the text on a refusal, then says it waits', async () => {
    const productId = receivedByUser1();
    await renderSignedIn('user1', `/products/${productId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Your review of this product' });
    // Sent empty: every field says what it needs; nothing is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    const stars = within(form).getByRole('radiogroup', { name: 'Your rating' });
    // By keyboard: Tab reaches the stars, the arrows move, Space chooses (the arrows alone choose
    // in a browser: the Playwright journey).
    within(stars).getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}[Space]');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Comfortable');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Your review' }),
      'Soft <b>cotton</b>.',
    );
    // Meanwhile the order was found not received after all: the server refuses with 403.
    const orders = db().orders.filter((o) => o.userId === user1().id);
    const statuses = orders.map((o) => o.orderStatus);
    for (const o of orders) o.orderStatus = 'shipped';
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You can review only a product you bought and received',
    );
    expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveValue(
      'Soft <b>cotton</b>.',
    );
    orders.forEach((o, i) => (o.orderStatus = statuses[i]!));
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Your review is waiting for approval')).toBeInTheDocument();
    expect(db().reviews.find((r) => r.userId === user1().id)).toMatchObject({
      rating: 4,
      title: 'Comfortable',
      text: 'Soft <b>cotton</b>.',
      status: 'pending',
    });
  });

  it('edits and deletes one’s own review', async () => {
    const productId = receivedByUser1();
    db().reviews.push({
      reviewId: 9001,
      productId,
      userId: user1().id,
      author: 'user1',
      rating: 5,
      title: 'First take',
      text: 'Good.',
      status: 'approved',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await renderSignedIn('user1', `/products/${productId}`);
    expect(await screen.findByText('Your review is published.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Second take');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your review is waiting for approval')).toBeInTheDocument();
    expect(db().reviews.find((r) => r.reviewId === 9001)?.title).toBe('Second take');
    await userEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your review was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(db().reviews.some((r) => r.reviewId === 9001)).toBe(false);
  });

  it('shows nothing about reviews on the course server: no stars, no section, no message', async () => {
    useScenario('course-server');
    const productId = busiestProduct();
    await renderSignedIn('user1', `/products/${productId}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Related products' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Customer reviews' })).toBeNull();
    expect(screen.queryByText(/^Rated /)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/network|connection/i)).toBeNull();
  });

  it('says small and in its place that the reviews failed, and asks again on request', async () => {
    let fail = true;
    server.use(
      http.get(`${API_BASE_URL}/public/products/:productId/reviews`, ({ request }) =>
        fail
          ? HttpResponse.json(
              { status: 500, error: 'Internal Server Error', path: new URL(request.url).pathname },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const productId = busiestProduct();
    await renderApp(`/products/${productId}`);
    const reviews = await section();
    expect(await within(reviews).findByText('The reviews could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.click(within(reviews).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^5 stars:/ })).toBeVisible();
  });
});
