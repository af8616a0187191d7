import { db } from './database';
import { compareBy, paginate, type Page, type PageRequest } from './paging';
import type { ProductRow } from './types';

export interface CatalogueQuery extends PageRequest {
  sortBy?: string | null;
  category?: string | null;
  keyword?: string | null;
  categoryId?: number | null;
}

const SORTABLE = new Set<keyof ProductRow>([
  'productId',
  'productName',
  'price',
  'specialPrice',
  'quantity',
  'discount',
  'createdAt',
]);

/** The catalogue query of GET /public/products: filters, sort and page, all on the server side. */
export function queryProducts(query: CatalogueQuery, rows = db().products): Page<ProductRow> {
  const category = query.category?.trim().toLowerCase();
  const keyword = query.keyword?.trim().toLowerCase();
  let categoryId = query.categoryId ?? null;
  if (category && categoryId === null) {
    const match = db().categories.find((c) => c.categoryName.toLowerCase() === category);
    // An unknown category matches nothing rather than everything.
    categoryId = match ? match.categoryId : -1;
  }
  const filtered = rows.filter(
    (p) =>
      (categoryId === null || p.categoryId === categoryId) &&
      (!keyword || p.productName.toLowerCase().includes(keyword)),
  );
  const sortBy = (query.sortBy ?? 'productId') as keyof ProductRow;
  filtered.sort(
    compareBy<ProductRow>(SORTABLE.has(sortBy) ? sortBy : 'productId', query.sortOrder),
  );
  return paginate(filtered, query);
}
