/** One page of GET /public/products. The page size is always sent: the server default varies by version. */
export interface ProductQuery {
  /** Zero-based. */
  pageNumber: number;
  pageSize: number;
  sortOrder: 'asc' | 'desc';
  category?: string;
  keyword?: string;
}
