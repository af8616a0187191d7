import type { Product } from '../../../api/adapters';

export type ProductStatus = 'active' | 'out_of_stock' | 'inactive';

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

/** Stock colours: 0 red, under 10 yellow, otherwise green. */
export function stockColor(quantity: number | null | undefined): string {
  const stock = quantity ?? 0;
  if (stock <= 0) return 'red';
  return stock < 10 ? 'yellow' : 'green';
}
