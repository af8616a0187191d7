import { useState } from 'react';

export const ROWS_PER_PAGE = 20;

/**
 * One page of an already filtered list. The page is clamped rather than reset by an effect, so
 * a filter that shrinks the list shows its last page at once.
 */
export function usePagedRows<T>(rows: readonly T[], perPage = ROWS_PER_PAGE) {
  const [requested, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(requested, totalPages);
  return {
    page,
    totalPages,
    setPage,
    pageRows: rows.slice((page - 1) * perPage, page * perPage),
  };
}
