/**
 * The browser storage keys (docs/product/storefront.md#5-formats-constants-and-storage). Older
 * builds of the shop wrote the token and the user under other names; those are still read and
 * cleared, never written. The token keys (`authToken`, `token`) are no longer written at all: a
 * value found there is read once and removed (src/lib/storage.ts, `readAuthToken`).
 */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  legacyAuthToken: 'token',
  authUser: 'auth',
  legacyAuthUser: 'user',
  cartItems: 'cartItems',
  checkoutAddress: 'CHECKOUT_ADDRESS',
  clientSecret: 'client-secret',
  /** What the stored client secret pays for (amount, currency, cart lines): it pays for nothing else. */
  clientSecretFor: 'client-secret-for',
  /**
   * The orders this browser placed, by payment intent (the newest 20), so that a reload or a
   * second tab of a confirmation page places no second order. The signed-in user's: forgotten
   * with the checkout when the user is.
   */
  placedOrders: 'placed-orders',
  /** The back office's settings (threshold, language, page size): a preference of this device. */
  adminSettings: 'admin-settings',
  /** The wishlist of whoever is not signed in on this device (a user's is `wishlistStorageKey`). */
  wishlistGuest: 'wishlist-guest',
  /**
   * The products last opened on this device, newest first, with whose list it is (a user id, or
   * null for nobody signed in): src/entities/recently-viewed.
   */
  recentlyViewed: 'recently-viewed',
} as const;

/**
 * A signed-in user's wishlist on this device: one key per user, so that after a sign-out the
 * next person sees none of it, and the same user finds theirs again on their next sign-in.
 */
export const wishlistStorageKey = (userId: number) => `wishlist-user-${userId}` as const;

export type StorageKey =
  (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | ReturnType<typeof wishlistStorageKey>;

/** Read in this order: the current spelling wins over the legacy one. */
export const AUTH_TOKEN_KEYS = [STORAGE_KEYS.authToken, STORAGE_KEYS.legacyAuthToken] as const;
export const AUTH_USER_KEYS = [STORAGE_KEYS.authUser, STORAGE_KEYS.legacyAuthUser] as const;
