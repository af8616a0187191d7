/** One page of GET /public/products. The page size is always sent: the server default varies by version. */
export interface ProductQuery {
  /** Zero-based. */
  pageNumber: number;
  pageSize: number;
  sortOrder: 'asc' | 'desc';
  category?: string;
  keyword?: string;
  /** The contract's extension (docs/contract-changes.md); a server without it ignores them. */
  brands?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: true;
  /** Ask for the facets: a page without them comes from a server without the extension. */
  facets?: true;
}

/** The home page shows at most 8 products, the first page of the catalogue. */
export const FEATURED_PRODUCTS_QUERY: ProductQuery = {
  pageNumber: 0,
  pageSize: 8,
  sortOrder: 'asc',
};

/**
 * The query parameters of GET /public/products for a ProductQuery, as the app sends them (and as
 * the prerendered pages' first request does: src/prerender/first-request-client.ts). Prices are
 * sorted by the server's `sortBy=price`; the brands go as the contract's repeated `brand`.
 */
export function productsRequestQuery({ brands, ...rest }: ProductQuery) {
  return { ...rest, ...(brands && { brand: brands }), sortBy: 'price' as const };
}
