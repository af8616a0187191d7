import type { Product } from '@/api/adapters';
import { productStatus, type ProductStatus } from './product-status';

export type ProductStatusFilter = 'all' | ProductStatus;

/** Status and a case-insensitive search over name and brand (sort-products.ts orders them). */
export function filterProducts(
  products: readonly Product[],
  status: ProductStatusFilter,
  search: string,
) {
  const needle = search.trim().toLowerCase();
  return products
    .filter((p) => status === 'all' || productStatus(p) === status)
    .filter(
      (p) => !needle || [p.productName, p.brand].some((v) => v?.toLowerCase().includes(needle)),
    );
}
