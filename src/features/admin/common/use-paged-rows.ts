/** Where a list is and how to move: the page and page size its URL asks for (use-list-search.ts). */
interface PageRequest {
  page: number;
  size: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

/**
 * One page of an already filtered and sorted list, as many rows a page as its URL says (else the
 * settings, 20 unless changed). A page past the end (a filter that shrank the list, a larger page
 * size, a hand-edited URL) is clamped rather than rewritten, so the list shows its last page at
 * once and Back still returns to what the URL said.
 */
export function usePagedRows<T>(rows: readonly T[], request: PageRequest) {
  const { size } = request;
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(request.page, totalPages);
  return {
    page,
    totalPages,
    setPage: request.setPage,
    pageSize: size,
    setPageSize: request.setPageSize,
    /** How many rows there are in all pages. */
    total: rows.length,
    pageRows: rows.slice((page - 1) * size, page * size),
  };
}
