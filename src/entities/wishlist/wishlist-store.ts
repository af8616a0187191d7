import { useEffect } from 'react';
import * as z from 'zod/mini';
import { onFirstUse } from '@/lib/on-first-use';
import { effectiveSpecialPrice, type Product } from '@/api/adapters';
import { createExternalStore } from '@/lib/external-store';
import { read, remove, write } from '@/lib/storage';
import { readAuthUser } from '@/api/auth-storage';
import { STORAGE_KEYS, wishlistStorageKey, type StorageKey } from '@/lib/storage-keys';
import { stockOf } from '@/entities/cart/cart-item';
import { registerUserData } from '@/api/forget-user';
import { useSession } from '@/entities/session/use-session';

/**
 * The wishlist: products kept for later, on this device, per person. A signed-in user's list is
 * stored under a key of their own (`wishlist-user-<id>`), a visitor's under `wishlist-guest`.
 * Signing out shows the guest list again (the user's stays stored for their next sign-in, and is
 * not shown to whoever uses the device next); a guest's list joins the user's on sign-in, as the
 * cart does.
 */

/** A kept product, with the price and stock the shopper saw when they kept it. */
export interface WishlistItem {
  productId: number;
  productName: string;
  image: string | null;
  /** The selling price when kept (what the card showed). */
  price: number;
  /** The stock when kept. */
  stock: number;
}

// A stored list is the app's own: one bad entry means someone else wrote it, and all of it goes.
const storedWishlistSchema = onFirstUse(() =>
  z.array(
    z.object({
      productId: z.int(),
      productName: z.string(),
      image: z.nullable(z.string()),
      price: z.number().check(z.minimum(0)),
      stock: z.int().check(z.minimum(0)),
    }) satisfies z.ZodMiniType<WishlistItem, unknown>,
  ),
);

interface WishlistState {
  /** Whose list is shown: a user id, or null for the device's guest list. */
  owner: number | null;
  items: readonly WishlistItem[];
}

const keyOf = (owner: number | null): StorageKey =>
  owner === null ? STORAGE_KEYS.wishlistGuest : wishlistStorageKey(owner);

/** The stored list of that person; a corrupted one is removed (read) and reads as empty. */
const storedItems = (owner: number | null): readonly WishlistItem[] =>
  read(keyOf(owner), storedWishlistSchema) ?? [];

/** Who the app shows as signed in before the session check answers: the stored profile. */
const storedOwner = (): number | null => readAuthUser()?.id ?? null;

/**
 * The build's HTML: nobody signed in, nothing kept. A first visit's list is this very object, so
 * React finds nothing changed after hydrating and renders no reader again.
 */
const NOTHING_KEPT: WishlistState = { owner: null, items: [] };

function fromStorage(): WishlistState {
  const owner = storedOwner();
  const items = storedItems(owner);
  return owner === null && !items.length ? NOTHING_KEPT : { owner, items };
}

const store = createExternalStore<WishlistState>(fromStorage(), NOTHING_KEPT);

function publish(items: readonly WishlistItem[]) {
  const { owner } = store.get();
  if (items.length) write(keyOf(owner), items);
  else remove(keyOf(owner));
  store.set({ owner, items });
}

export function toWishlistItem(product: Product): WishlistItem {
  return {
    productId: product.productId,
    productName: product.productName ?? '',
    image: product.image ?? null,
    price: effectiveSpecialPrice(product),
    stock: stockOf(product),
  };
}

export const isKept = (productId: number) =>
  store.get().items.some((item) => item.productId === productId);

/** Keeps the product, or lets it go when it is kept already. Returns what happened. */
export function toggleWishlist(product: Product): 'added' | 'removed' {
  if (isKept(product.productId)) {
    removeFromWishlist(product.productId);
    return 'removed';
  }
  publish([...store.get().items, toWishlistItem(product)]);
  return 'added';
}

/** Removes the product; returns the entry (for the toast), or null when it was not kept. */
export function removeFromWishlist(productId: number): WishlistItem | null {
  const item = store.get().items.find((entry) => entry.productId === productId);
  if (!item) return null;
  publish(store.get().items.filter((entry) => entry !== item));
  return item;
}

/**
 * Shows the list of whoever is signed in now. From the guest list to a user (a sign-in), the
 * guest's entries join the user's stored ones (the user's own entry wins for a product in both)
 * and the guest list is emptied; any other change just shows the other person's list.
 */
export function followWishlistOwner(owner: number | null): void {
  const previous = store.get().owner;
  if (previous === owner) return;
  let items = storedItems(owner);
  if (previous === null && owner !== null) {
    const guest = store.get().items;
    const known = new Set(items.map((item) => item.productId));
    items = [...items, ...guest.filter((item) => !known.has(item.productId))];
    remove(keyOf(null));
    if (items.length) write(keyOf(owner), items);
  }
  store.set({ owner, items });
}

/** Reads the shown person's stored list again: another tab changed it, or a test reset storage. */
export function reloadWishlistFromStorage(): void {
  const owner = storedOwner();
  store.set({ owner, items: storedItems(owner) });
}

// Forgetting the user hides their list: whoever uses the device next sees the guest list.
registerUserData('wishlist', () => followWishlistOwner(null));

// Another tab's change arrives as a storage event; without it the tabs would overwrite each other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === keyOf(store.get().owner)) reloadWishlistFromStorage();
  });
}

/**
 * Keeps the shown list that of the session's user: a sign-in (from this page's login form) moves
 * the guest's list into theirs. Used by the header, which every storefront page shows.
 */
export function useWishlistFollowsSession(): void {
  const owner = useSession()?.id ?? null;
  useEffect(() => followWishlistOwner(owner), [owner]);
}

/** The kept products now, for a loader (outside React). */
export const getWishlistItems = () => store.get().items;
export const useWishlistItems = () => store.useSelect((state) => state.items);
export const useWishlistCount = () => store.useSelect((state) => state.items.length);
export const useIsKept = (productId: number) =>
  store.useSelect((state) => state.items.some((item) => item.productId === productId));
