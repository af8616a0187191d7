import type { Product } from '@/api/adapters';
import { DEFAULT_ADMIN_SETTINGS } from '@/features/admin/common/admin-settings';

/** In the order the status filter offers them. */
export const PRODUCT_STATUSES = ['active', 'out_of_stock', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Inactive (下架) when switched off, else out_of_stock at 0, else active. */
export function productStatus(product: Pick<Product, 'active' | 'quantity'>): ProductStatus {
  if (product.active === false) return 'inactive';
  return (product.quantity ?? 0) <= 0 ? 'out_of_stock' : 'active';
}

export const STATUS_COLOR: Record<ProductStatus, string> = {
  active: 'green',
  out_of_stock: 'red',
  inactive: 'gray',
};

/**
 * Low on stock: on sale with less stock than the threshold of the settings (by default 10, the
 * dashboard's 库存不足 list and the table's badge both ask here, so they always agree).
 */
export function isLowStock(
  product: Pick<Product, 'active' | 'quantity'>,
  threshold: number = DEFAULT_ADMIN_SETTINGS.lowStockThreshold,
): boolean {
  return product.active !== false && (product.quantity ?? 0) < threshold;
}

/** Stock colours: 0 red, under the low-stock threshold yellow, otherwise green. */
export function stockColor(
  quantity: number | null | undefined,
  threshold: number = DEFAULT_ADMIN_SETTINGS.lowStockThreshold,
): string {
  const stock = quantity ?? 0;
  if (stock <= 0) return 'red';
  return stock < threshold ? 'yellow' : 'green';
}
