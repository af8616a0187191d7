import type { ProductQuery } from './product-query';

/**
 * The catalogue's query keys: one place, so the features that change the catalogue (the back
 * office, a placed order lowering stock) invalidate exactly what the storefront reads.
 */
export const catalogKeys = {
  /** Every page of the product list; the product dialog also looks products up under it. */
  products: () => ['products'] as const,
  productPage: (query: ProductQuery) => [...catalogKeys.products(), query] as const,
  /**
   * The search box's suggestions for a text: pages of products too, so the dialog a suggestion
   * opens finds its product here (find-product.ts) without another call.
   */
  suggestions: (keyword: string) => [...catalogKeys.products(), 'suggestions', keyword] as const,
  /** A product page's related products: a page of products too (get-related-products.ts). */
  related: (productId: number) => [...catalogKeys.products(), 'related', productId] as const,
  product: (productId: number) => ['product', productId] as const,
  categories: () => ['categories'] as const,
  categoryFilter: () => [...catalogKeys.categories(), 'catalog-filter'] as const,
  /**
   * The recently viewed products as the catalogue has them now. Not under a public root: the
   * ids say what this shopper looked at, so the cache forgets them with the user.
   */
  recentlyViewed: (productIds: readonly number[]) => ['recently-viewed', productIds] as const,
};

/** The roots of what everyone sees the same: kept in the cache when a user is forgotten. */
export const PUBLIC_CATALOGUE_ROOTS: ReadonlySet<unknown> = new Set([
  catalogKeys.products()[0],
  catalogKeys.product(0)[0],
  catalogKeys.categories()[0],
]);
