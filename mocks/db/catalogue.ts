import { dataVersion, db } from './database';
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

// Sorting 10,000 rows on every request is most of the cost; keep each sort order until a write.
const sortedCache = new Map<string, ProductRow[]>();
let cacheVersion = -1;

function sortedProducts(sortBy: keyof ProductRow, sortOrder: string | null | undefined) {
  if (cacheVersion !== dataVersion()) {
    sortedCache.clear();
    cacheVersion = dataVersion();
  }
  const key = `${String(sortBy)}:${(sortOrder ?? 'asc').toLowerCase() === 'asc' ? 'asc' : 'desc'}`;
  let sorted = sortedCache.get(key);
  if (!sorted) {
    sorted = [...db().products].sort(compareBy<ProductRow>(sortBy, sortOrder));
    sortedCache.set(key, sorted);
  }
  return sorted;
}

/** The catalogue query of GET /public/products: filters, sort and page, all on the server side. */
export function queryProducts(query: CatalogueQuery): Page<ProductRow> {
  const category = query.category?.trim().toLowerCase();
  const keyword = query.keyword?.trim().toLowerCase();
  let categoryId = query.categoryId ?? null;
  if (category && categoryId === null) {
    const match = db().categories.find((c) => c.categoryName.toLowerCase() === category);
    // An unknown category matches nothing rather than everything.
    categoryId = match ? match.categoryId : -1;
  }
  const sortBy = (query.sortBy ?? 'productId') as keyof ProductRow;
  const sorted = sortedProducts(SORTABLE.has(sortBy) ? sortBy : 'productId', query.sortOrder);
  const filtered =
    categoryId === null && !keyword
      ? sorted
      : sorted.filter(
          (p) =>
            (categoryId === null || p.categoryId === categoryId) &&
            (!keyword || p.productName.toLowerCase().includes(keyword)),
        );
  return paginate(filtered, query);
}
