import * as z from 'zod/mini';
import { onFirstUse } from '@/lib/on-first-use';
import { createExternalStore } from '@/lib/external-store';
import { read, remove, write } from '@/lib/storage';
import { readAuthUser } from '@/api/auth-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { registerUserData } from '@/api/forget-user';

/**
 * The products a shopper opened last (a product's dialog or its page), newest first, kept on
 * this device (docs/product/storefront.md#3b-recently-viewed). Only ids: the pages that show the
 * list ask the catalogue for the products as they are now, and leave out the ones it no longer
 * has.
 *
 * Whose list it is: nobody's (null) while nobody signed in opened anything, a user's as soon as
 * that user opens a product while signed in (what the device's visitor looked at before joins
 * it, as the cart does). A user's list is forgotten with them on sign-out (and when their session
 * ends or another tab signs in as someone else); nobody's list stays on the device.
 */

/** How many products the list keeps. */
export const RECENTLY_VIEWED_LIMIT = 8;

export interface RecentlyViewed {
  /** The user whose list it is, or null when nobody signed in added to it. */
  owner: number | null;
  /** Newest first, each once. */
  productIds: readonly number[];
}

// The app writes a short list of distinct ids: anything else was written by someone else, and
// all of it goes (read removes it).
const storedSchema = onFirstUse(
  () =>
    z.object({
      owner: z.nullable(z.int()),
      productIds: z.array(z.int().check(z.positive())).check(
        z.maxLength(RECENTLY_VIEWED_LIMIT),
        z.refine((ids) => new Set(ids).size === ids.length),
      ),
    }) satisfies z.ZodMiniType<RecentlyViewed, unknown>,
);

const EMPTY: RecentlyViewed = { owner: null, productIds: [] };
const KEY = STORAGE_KEYS.recentlyViewed;

/** Who the app shows as signed in before the session check answers: the stored profile. */
const signedInUser = (): number | null => readAuthUser()?.id ?? null;

/**
 * The stored list, if it may be shown to whoever is signed in now: another user's list (left
 * behind by a sign-out this build did not see) is removed, never shown.
 */
function storedList(): RecentlyViewed {
  const stored = read(KEY, storedSchema);
  if (!stored) return EMPTY;
  if (stored.owner !== null && stored.owner !== signedInUser()) {
    remove(KEY);
    return EMPTY;
  }
  return stored;
}

// The build's HTML shows no list: it is the device's, and React reads it right after hydrating.
const store = createExternalStore<RecentlyViewed>(storedList(), EMPTY);

function publish(next: RecentlyViewed) {
  if (next.productIds.length) write(KEY, next);
  else remove(KEY);
  store.set(next);
}

/**
 * Puts the product first (once), keeping the newest 8. The list becomes the signed-in user's
 * (a visitor's list joins it); another user's list is never added to: it starts over.
 */
export function recordProductView(productId: number): void {
  const owner = signedInUser();
  const current = store.get();
  const previous =
    current.owner === null || current.owner === owner ? current.productIds : ([] as number[]);
  if (previous[0] === productId && current.owner === owner) return;
  publish({
    owner,
    productIds: [productId, ...previous.filter((id) => id !== productId)].slice(
      0,
      RECENTLY_VIEWED_LIMIT,
    ),
  });
}

/** The shopper's "Clear": the list goes, whoever's it was. */
export function clearRecentlyViewed(): void {
  publish(EMPTY);
}

/** Reads the stored list again: another tab changed it, or a test reset storage. */
export function reloadRecentlyViewedFromStorage(): void {
  store.set(storedList());
}

// A user's list goes with the user; nobody's list stays for the device.
registerUserData('recently viewed products', () => {
  if (store.get().owner !== null) publish(EMPTY);
});

// Another tab's change arrives as a storage event: without it the tabs would overwrite each other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEY) reloadRecentlyViewedFromStorage();
  });
}

/** The ids, newest first. */
export const useRecentlyViewedIds = (): readonly number[] =>
  store.useSelect((state) => state.productIds);
