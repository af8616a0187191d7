import type { Product } from '../../../api/adapters';
import type { ProductListSearch } from '../../../lib/admin-list-search';
import type { ListDefaults, SortDir } from '../common/list-search';
import { sortRows, type SortFields } from '../common/sort-rows';

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

export const sortProducts = (
  products: readonly Product[],
  { sort, dir }: { sort: ProductSort; dir: SortDir },
) => sortRows(products, PRODUCT_SORTS[sort], dir, (p) => p.productId);
