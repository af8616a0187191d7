import { cleanup, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { reloadRecentlyViewedFromStorage } from '@/entities/recently-viewed/recently-viewed-store';
import { renderApp, renderSignedIn, screen } from '../helpers/render-app';
import { serverError } from '../../mocks/responses';

/**
 * The recently viewed products (docs/product/storefront.md#3b-recently-viewed): kept on the
 * device under `recently-viewed`, shown on the home page and on a product's page.
 */

const KEY = 'recently-viewed';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

/** Leaves a list in storage as an earlier visit would have, and lets the store read it. */
function storeList(value: unknown) {
  localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
  reloadRecentlyViewedFromStorage();
}

const products = () => db().products.filter((row) => row.active);
const section = (name: string) => screen.findByRole('region', { name });
const listed = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').getAttribute('aria-label'));

/** The catalogue's scan (its large pages) fails; the home page's own list still answers. */
const failingScan = () =>
  server.use(
    http.get('*/api/public/products', ({ request }) =>
      new URL(request.url).searchParams.get('pageSize') === '1000'
        ? serverError(request)
        : undefined,
    ),
  );

/** The shop's products, cheapest first (as the home page shows them). */
const cheapestFirst = () => products().toSorted((x, y) => x.price - y.price);

async function openHome() {
  const app = renderApp('/');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
  return app;
}

describe('the recently viewed products', () => {
  it('lists the products opened in their dialog on the home page, newest first, and Clear empties it', async () => {
    const { user } = await openHome();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    const [first, second] = screen.getAllByRole('article');
    for (const card of [first!, second!]) {
      const name = card.getAttribute('aria-label')!;
      await user.click(within(card).getByRole('link', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    const recent = await section('Recently viewed');
    expect(listed(recent)).toEqual([
      second!.getAttribute('aria-label'),
      first!.getAttribute('aria-label'),
    ]);
    expect(stored()).toEqual({ owner: null, productIds: [expect.any(Number), expect.any(Number)] });

    // An item opens its product as the cards do.
    const name = first!.getAttribute('aria-label')!;
    await user.click(within(recent).getByRole('link', { name }));
    await screen.findByRole('dialog', { name });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(listed(recent)[0]).toBe(name));

    await user.click(
      within(recent).getByRole('button', { name: 'Clear recently viewed products' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull(),
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("shows the others on a product's page as 'You looked at', each linking to its page", async () => {
    const [a, b] = products();
    storeList({ owner: null, productIds: [b!.productId] });
    const { user, path } = renderApp(`/products/${a!.productId}`);
    await screen.findByRole('heading', { level: 1, name: a!.productName });
    const recent = await section('You looked at');
    expect(listed(recent)).toEqual([b!.productName]);
    await waitFor(() => expect(stored().productIds).toEqual([a!.productId, b!.productId]));

    await user.click(within(recent).getByRole('link', { name: b!.productName }));
    await screen.findByRole('heading', { level: 1, name: b!.productName });
    expect(path()).toBe(`/products/${b!.productId}`);
    await waitFor(async () =>
      expect(listed(await section('You looked at'))).toEqual([a!.productName]),
    );
  });

  it('keeps the last 8, each once', async () => {
    const rows = products().slice(0, 9);
    storeList({ owner: null, productIds: rows.slice(0, 8).map((row) => row.productId) });
    renderApp(`/products/${rows[8]!.productId}`);
    const ids = rows.map((row) => row.productId);
    await waitFor(() => expect(stored().productIds).toEqual([ids[8], ...ids.slice(0, 7)]));
    expect(listed(await section('You looked at'))).toHaveLength(7);
  });

  it('leaves out, without a word, products the shop no longer has', async () => {
    const further = cheapestFirst().at(-1)!;
    const onHome = cheapestFirst()[0]!;
    storeList({ owner: null, productIds: [999_999, further.productId, onHome.productId] });
    renderApp('/');
    const recent = await section('Recently viewed');
    await waitFor(() => expect(listed(recent)).toEqual([further.productName, onHome.productName]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows what it knows when the others fail to load, without a word', async () => {
    failingScan();
    // The home page's own 8 are known; the one further down needs the catalogue's scan.
    const further = cheapestFirst().at(-1)!;
    const onHome = cheapestFirst()[0]!;
    storeList({ owner: null, productIds: [further.productId, onHome.productId] });
    await openHome();
    const recent = await section('Recently viewed');
    expect(listed(recent)).toEqual([onHome.productName]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['not JSON', '{"owner": null, "productIds": [1,'],
    ['a foreign shape', '[1, 2, 3]'],
    ['ids that are not ids', { owner: null, productIds: ['7', -1] }],
    ['more than 8', { owner: null, productIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['an id twice', { owner: null, productIds: [1, 1] }],
    ["another user's list", { owner: 2, productIds: [1] }],
  ])('drops a stored list that is %s, and shows none', async (_kind, value) => {
    storeList(value);
    expect(localStorage.getItem(KEY)).toBeNull();
    await openHome();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });

  it("forgets a signed-in shopper's list when they sign out, and keeps a visitor's", async () => {
    const [a, b] = products();
    const userId = db().users.find((user) => user.username === 'user1')!.id;
    // Nobody signed in opened a product: the list is the device's, and survives a sign-out.
    storeList({ owner: null, productIds: [b!.productId] });
    const { user } = await renderSignedIn('user1', '/');
    await user.click(await screen.findByRole('button', { name: 'Account menu for user1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(stored()).toEqual({ owner: null, productIds: [b!.productId] });
    cleanup();

    // Opened while signed in, the list is theirs (the visitor's joins it) and goes with them.
    const again = await renderSignedIn('user1', `/products/${a!.productId}`);
    await screen.findByRole('heading', { level: 1, name: a!.productName });
    await waitFor(() =>
      expect(stored()).toEqual({ owner: userId, productIds: [a!.productId, b!.productId] }),
    );
    await again.user.click(await screen.findByRole('button', { name: 'Account menu for user1' }));
    await again.user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
    expect(screen.queryByRole('region', { name: 'You looked at' })).toBeNull();
  });
});
