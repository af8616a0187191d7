import type { Product } from '@/api/adapters';
import { MAX_SCAN_PAGES, SCAN_PAGE_SIZE } from './find-product';
import { getProducts } from './get-products';

/**
 * Several products as the catalogue has them now, in one scan (the contract has no "get one
 * product" call; find-product.ts looks up one). A product not in the shop any more is missing
 * from the map. The scan stops as soon as every product is found.
 */
export async function findProducts(productIds: readonly number[]): Promise<Map<number, Product>> {
  const wanted = new Set(productIds);
  const found = new Map<number, Product>();
  for (let pageNumber = 0; pageNumber < MAX_SCAN_PAGES && found.size < wanted.size; pageNumber++) {
    const page = await getProducts({ pageNumber, pageSize: SCAN_PAGE_SIZE, sortOrder: 'asc' });
    for (const product of page.content)
      if (wanted.has(product.productId)) found.set(product.productId, product);
    if (page.lastPage || page.content.length === 0) break;
  }
  return found;
}
