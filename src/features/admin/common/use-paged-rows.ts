import { useState } from 'react';
import { useAdminSetting } from './admin-settings';

/**
 * One page of an already filtered list, as many rows a page as the settings say (20 unless
 * changed). The page is clamped rather than reset by an effect, so a filter that shrinks the
 * list, or a larger page size, shows its last page at once.
 */
export function usePagedRows<T>(rows: readonly T[]) {
  const size = useAdminSetting('pageSize');
  const [requested, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(requested, totalPages);
  return {
    page,
    totalPages,
    setPage,
    pageRows: rows.slice((page - 1) * size, page * size),
  };
}
