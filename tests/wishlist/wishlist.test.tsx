import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commit, db } from '../../mocks/db/database';
import type { ProductRow } from '../../mocks/db/types';
import { getCartState } from '@/entities/cart/cart-store';
import { reloadWishlistFromStorage } from '@/entities/wishlist/wishlist-store';
import { firstProduct } from '../helpers/catalog';
import { renderApp, screen, storeSignedIn } from '../helpers/render-app';

const GUEST_KEY = 'wishlist-guest';
const userKey = (username: string) =>
  `wishlist-user-${db().users.find((user) => user.username === username)!.id}`;

/** A stored entry as the app writes it: the product as it was when kept. */
const entry = (row: ProductRow, kept: { price?: number; stock?: number } = {}) => ({
  productId: row.productId,
  productName: row.productName,
  image: row.image,
  price: kept.price ?? row.specialPrice,
  stock: kept.stock ?? row.quantity,
});

/** Puts a list in storage, as an earlier visit would have left it, and lets the store read it. */
function storeList(key: string, entries: unknown) {
  localStorage.setItem(key, typeof entries === 'string' ? entries : JSON.stringify(entries));
  reloadWishlistFromStorage();
}

const inStock = () => db().products.filter((row) => row.active && row.quantity >= 5);

// The store lives in a module: each test starts from the storage tests/setup.ts leaves empty.
beforeEach(() => reloadWishlistFromStorage());
afterEach(() => {
  localStorage.clear();
  reloadWishlistFromStorage();
});

describe('the heart on a product card', () => {
  it('keeps the product and lets it go again, saying so to assistive technology', async () => {
    const row = firstProduct();
    const { user } = renderApp('/products');
    const card = await screen.findByRole('article', { name: row.productName });
    const heart = within(card).getByRole('button', {
      name: `Add ${row.productName} to wishlist`,
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    const kept = within(card).getByRole('button', {
      name: `Remove ${row.productName} from wishlist`,
    });
    expect(kept).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName(
      /^Wishlist\s+1 product kept$/,
    );
    expect(JSON.parse(localStorage.getItem(GUEST_KEY)!)).toEqual([
      {
        productId: row.productId,
        productName: row.productName,
        image: expect.any(String),
        price: 0.4,
        stock: row.quantity,
      },
    ]);

    await user.click(kept);
    expect(
      within(card).getByRole('button', { name: `Add ${row.productName} to wishlist` }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('is in the product dialog too', async () => {
    const row = firstProduct();
    const { user } = renderApp(`/products?product=${row.productId}`);
    const dialog = await screen.findByRole('dialog');
    await user.click(
      await within(dialog).findByRole('button', { name: `Add ${row.productName} to wishlist` }),
    );
    expect(
      within(dialog).getByRole('button', { name: `Remove ${row.productName} from wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the wishlist page', () => {
  it('lists the kept products with image, name and price, and says when there are none', async () => {
    const [a, b] = inStock();
    storeList(GUEST_KEY, [entry(a!), entry(b!)]);
    const { user } = renderApp('/wishlist');
    const list = await screen.findByRole('list', { name: 'Kept products' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      a!.productName,
      b!.productName,
    ]);
    // The picture is beside the name it would repeat: decorative for a screen reader.
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toContain(
      encodeURIComponent(a!.image),
    );
    expect(items[0]).toHaveTextContent(`$${a!.specialPrice.toFixed(2)}`);

    for (const row of [a!, b!])
      await user.click(
        screen.getByRole('button', { name: `Remove ${row.productName} from wishlist` }),
      );
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(
      await screen.findByText(`${b!.productName} removed from the wishlist`),
    ).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });

  it('moves a product to the cart within its stock, and keeps it when the cart refuses', async () => {
    const [a, b] = inStock();
    b!.quantity = 1;
    commit();
    storeList(GUEST_KEY, [entry(a!), entry(b!)]);
    const { user } = renderApp('/wishlist');

    await user.click(
      await screen.findByRole('button', { name: `Move ${a!.productName} to the cart` }),
    );
    expect(await screen.findByText(`${a!.productName} added to the cart`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: a!.productName })).not.toBeInTheDocument(),
    );
    expect(getCartState().items.map((item) => [item.productId, item.quantity])).toEqual([
      [a!.productId, 1],
    ]);

    // The only one left is in the cart already: the cart's limit applies, and it stays kept.
    await user.click(screen.getByRole('button', { name: `Move ${b!.productName} to the cart` }));
    expect(await screen.findByText(`${b!.productName} added to the cart`)).toBeInTheDocument();
    storeList(GUEST_KEY, [entry(b!)]);
    await user.click(
      await screen.findByRole('button', { name: `Move ${b!.productName} to the cart` }),
    );
    expect(await screen.findByText('Quantity Reached to Limit')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: b!.productName })).toBeInTheDocument();
  });

  it('marks a product back in stock, a lower price, and a product the shop no longer has', async () => {
    const [restocked, cheaper, soldOut] = inStock();
    soldOut!.quantity = 0;
    commit();
    storeList(GUEST_KEY, [
      entry(restocked!, { stock: 0 }),
      entry(cheaper!, { price: cheaper!.specialPrice + 5 }),
      entry(soldOut!),
      { productId: 987_654, productName: 'A lamp long gone', image: null, price: 12, stock: 3 },
    ]);
    const { user } = renderApp('/wishlist');

    const back = await screen.findByRole('listitem', { name: restocked!.productName });
    expect(await within(back).findByText('Back in stock')).toBeInTheDocument();
    expect(within(back).queryByText('Price dropped')).not.toBeInTheDocument();

    const dropped = screen.getByRole('listitem', { name: cheaper!.productName });
    expect(within(dropped).getByText('Price dropped')).toBeInTheDocument();
    expect(dropped).toHaveTextContent(`$${cheaper!.specialPrice.toFixed(2)}`);
    expect(dropped).toHaveTextContent(`Kept at $${(cheaper!.specialPrice + 5).toFixed(2)}`);
    expect(within(dropped).queryByText('Back in stock')).not.toBeInTheDocument();

    const out = screen.getByRole('listitem', { name: soldOut!.productName });
    expect(within(out).getByText('Out of stock')).toBeInTheDocument();
    expect(
      within(out).getByRole('button', { name: `Move ${soldOut!.productName} to the cart` }),
    ).toBeDisabled();

    const gone = screen.getByRole('listitem', { name: 'A lamp long gone' });
    expect(within(gone).getByText('No longer available')).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /to the cart/ })).not.toBeInTheDocument();
    await user.click(
      within(gone).getByRole('button', { name: 'Remove A lamp long gone from wishlist' }),
    );
    await waitFor(() => expect(gone).not.toBeInTheDocument());
  });

  it.each([
    ['not JSON', '[{"productId": 1,'],
    ['not a list', '{"productId": 1}'],
    ['an entry of the wrong shape', '[{"productId": "7", "productName": 5}]'],
  ])('drops a stored list that is %s, and shows an empty wishlist', async (_, stored) => {
    storeList(GUEST_KEY, stored);
    renderApp('/wishlist');
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });
});

describe('the wishlist and the session', () => {
  it("joins a guest's list to the user's own on sign-in, and hides it again on sign-out", async () => {
    const [guests, users, both] = inStock();
    storeList(userKey('user1'), [entry(users!), entry(both!)]);
    storeList(GUEST_KEY, [entry(guests!), entry(both!)]);
    const { user, history } = renderApp('/login');

    await user.type(await screen.findByRole('textbox', { name: 'UserName' }), 'user1');
    await user.type(screen.getByLabelText(/Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Success')).toBeInTheDocument();

    history.push('/wishlist');
    const list = await screen.findByRole('list', { name: 'Kept products' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([users!.productName, both!.productName, guests!.productName]);
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(userKey('user1'))!)).toHaveLength(3);
    expect(screen.getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName(
      /^Wishlist\s+3 products kept$/,
    );

    await user.click(await screen.findByRole('button', { name: 'Account menu for user1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    history.push('/wishlist');
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName(
      /^Wishlist\s+0 products kept$/,
    );
    // Kept on the device for user1's next sign-in, but not shown to whoever comes next.
    expect(JSON.parse(localStorage.getItem(userKey('user1'))!)).toHaveLength(3);
  });

  it("shows a signed-in user their own list, not the device's guest list", async () => {
    const [guests, users] = inStock();
    localStorage.setItem(GUEST_KEY, JSON.stringify([entry(guests!)]));
    localStorage.setItem(userKey('user1'), JSON.stringify([entry(users!)]));
    // As at start-up: the stored user is there before the store first reads.
    await storeSignedIn('user1');
    reloadWishlistFromStorage();
    renderApp('/wishlist');
    expect(await screen.findByRole('listitem', { name: users!.productName })).toBeInTheDocument();
    expect(screen.queryByText('Kept on this device.', { exact: false })).not.toBeInTheDocument();
  });
});
