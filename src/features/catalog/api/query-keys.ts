import type { ProductQuery } from './get-products';

/**
 * The catalogue's query keys: one place, so the features that change the catalogue (the back
 * office, a placed order lowering stock) invalidate exactly what the storefront reads.
 */
export const catalogKeys = {
  /** Every page of the product list; the product dialog also looks products up under it. */
  products: () => ['products'] as const,
  productPage: (query: ProductQuery) => [...catalogKeys.products(), query] as const,
  product: (productId: number) => ['product', productId] as const,
  categories: () => ['categories'] as const,
  categoryFilter: () => [...catalogKeys.categories(), 'catalog-filter'] as const,
};

/** The roots of what everyone sees the same: kept in the cache when a user is forgotten. */
export const PUBLIC_CATALOGUE_ROOTS: ReadonlySet<unknown> = new Set([
  catalogKeys.products()[0],
  catalogKeys.product(0)[0],
  catalogKeys.categories()[0],
]);
