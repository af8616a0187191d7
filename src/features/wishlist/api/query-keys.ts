/** The wishlist page's keys: the kept products as the catalogue has them now. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  current: (productIds: readonly number[]) => [...wishlistKeys.all, 'current', productIds] as const,
};
