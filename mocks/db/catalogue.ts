import { dataVersion, db } from './database';
import { compareNames } from './name-order';
import { compareBy, paginate, type Page, type PageRequest } from './paging';
import type { ProductRow } from './types';

/** The extension's filters of GET /public/products (docs/contract-changes.md). */
export interface CatalogueFilters {
  /** Any of these brands, lower case; empty or absent: every brand. */
  brands?: readonly string[];
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean;
}

export interface CatalogueQuery extends PageRequest, CatalogueFilters {
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

/** The selling price a shopper pays and the price filter reads: the special price. */
export const sellingPrice = (row: ProductRow) =>
  Number.isFinite(row.specialPrice) ? row.specialPrice : row.price * 0.9;

/**
 * What every filter reads, worked out once per version of the data (a write or a reset makes a
 * new one): lower-case names and brands, selling prices, and each sort order as row positions.
 * Sorting and lower-casing 10,000 rows on every request was most of the cost (`npm run bench:mock`).
 */
export interface CatalogueIndex {
  rows: ProductRow[];
  names: string[];
  brands: string[];
  prices: Float64Array;
  /** The shop's brands (first spelling met, by name), and each row's place in it (-1: none). */
  brandNames: string[];
  brandSlots: Int32Array;
  sorted: Map<string, Int32Array>;
  /** Memos of answers that depend on the data only (the unfiltered facets). */
  memo: Map<string, unknown>;
}

let index: CatalogueIndex | null = null;
let indexVersion = -1;

export function catalogueIndex(): CatalogueIndex {
  if (!index || indexVersion !== dataVersion()) {
    const rows = db().products;
    const brands = rows.map((p) => p.brand.trim().toLowerCase());
    const spelling = new Map<string, string>();
    rows.forEach((row, i) => {
      if (brands[i] && !spelling.has(brands[i])) spelling.set(brands[i], row.brand.trim());
    });
    const keys = [...spelling.keys()].sort((a, b) =>
      compareNames(spelling.get(a)!, spelling.get(b)!),
    );
    const slotOf = new Map(keys.map((key, slot) => [key, slot]));
    index = {
      rows,
      names: rows.map((p) => p.productName.toLowerCase()),
      brands,
      prices: Float64Array.from(rows, sellingPrice),
      brandNames: keys.map((key) => spelling.get(key)!),
      brandSlots: Int32Array.from(brands, (key) => slotOf.get(key) ?? -1),
      sorted: new Map(),
      memo: new Map(),
    };
    indexVersion = dataVersion();
  }
  return index;
}

function sortedPositions(sortBy: keyof ProductRow, sortOrder: string | null | undefined) {
  const { rows, sorted } = catalogueIndex();
  const key = `${String(sortBy)}:${(sortOrder ?? 'asc').toLowerCase() === 'asc' ? 'asc' : 'desc'}`;
  let positions = sorted.get(key);
  if (!positions) {
    const compare = compareBy<ProductRow>(sortBy, sortOrder);
    positions = Int32Array.from(rows.keys()).sort((a, b) => compare(rows[a]!, rows[b]!));
    sorted.set(key, positions);
  }
  return positions;
}

/** The category id a query names: null for every category, -1 for one the shop does not have. */
function categoryIdOf(query: CatalogueQuery): number | null {
  const category = query.category?.trim().toLowerCase();
  if (query.categoryId != null || !category) return query.categoryId ?? null;
  const match = db().categories.find((c) => c.categoryName.toLowerCase() === category);
  // An unknown category matches nothing rather than everything.
  return match ? match.categoryId : -1;
}

/** Each filter's bit in `filterFailures`. */
export const FILTER_BITS = { category: 1, keyword: 2, brand: 4, price: 8, stock: 16 } as const;

/**
 * The filters each row fails, as FILTER_BITS by row position; null when the query has no filter.
 * One loop per filter the query has, so the facets can ask "every filter but this one".
 */
export function filterFailures(query: CatalogueQuery): Uint8Array | null {
  const { rows, names, brands, prices } = catalogueIndex();
  const categoryId = categoryIdOf(query);
  const keyword = query.keyword?.trim().toLowerCase();
  const chosenBrands = query.brands?.length ? new Set(query.brands) : null;
  const min = query.minPrice ?? null;
  const max = query.maxPrice ?? null;
  const none = categoryId === null && !keyword && !chosenBrands && !query.inStock;
  if (none && min === null && max === null) return null;
  const failed = new Uint8Array(rows.length);
  const n = rows.length;
  if (categoryId !== null)
    for (let i = 0; i < n; i++) if (rows[i]!.categoryId !== categoryId) failed[i]! |= 1;
  if (keyword) for (let i = 0; i < n; i++) if (!names[i]!.includes(keyword)) failed[i]! |= 2;
  if (chosenBrands) for (let i = 0; i < n; i++) if (!chosenBrands.has(brands[i]!)) failed[i]! |= 4;
  if (min !== null || max !== null)
    for (let i = 0; i < n; i++) {
      const price = prices[i]!;
      if ((min !== null && price < min) || (max !== null && price > max)) failed[i]! |= 8;
    }
  if (query.inStock) for (let i = 0; i < n; i++) if (rows[i]!.quantity <= 0) failed[i]! |= 16;
  return failed;
}

/** The catalogue query of GET /public/products: filters, sort and page, all on the server side. */
export function queryProducts(
  query: CatalogueQuery,
  failed = filterFailures(query),
): Page<ProductRow> {
  const { rows } = catalogueIndex();
  const sortBy = (query.sortBy ?? 'productId') as keyof ProductRow;
  const positions = sortedPositions(SORTABLE.has(sortBy) ? sortBy : 'productId', query.sortOrder);
  const matching: ProductRow[] = [];
  for (const position of positions)
    if (!failed || failed[position] === 0) matching.push(rows[position]!);
  return paginate(matching, query);
}
