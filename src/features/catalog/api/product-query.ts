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
