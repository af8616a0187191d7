import type { Product } from '@/api/adapters';
import type { ProductListSearch } from './product-list-search';
import type { ListDefaults } from '@/features/admin/common/list-search';
import { listSorter, type SortFields } from '@/features/admin/common/sort-rows';

export type ProductSort = NonNullable<ProductListSearch['sort']>;

/** Newest first, as the list always was (a product's id grows with each one added). */
export const PRODUCT_LIST_DEFAULTS: ListDefaults<ProductSort> = { sort: 'created', dir: 'desc' };

export const PRODUCT_SORTS: SortFields<Product, ProductSort> = {
  created: { kind: 'date', value: (p) => p.productId },
  name: { kind: 'text', value: (p) => p.productName },
  price: { kind: 'number', value: (p) => p.price },
  stock: { kind: 'number', value: (p) => p.quantity },
  // The real server's products have no sales: they go last.
  sold: { kind: 'number', value: (p) => p.soldQuantity },
};

export const sortProducts = listSorter(PRODUCT_SORTS, (p) => p.productId);
