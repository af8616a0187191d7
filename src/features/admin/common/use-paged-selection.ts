import { useRowSelection } from './bulk/use-row-selection';
import { usePagedRows } from './use-paged-rows';

type PageRequest = Parameters<typeof usePagedRows>[1];

/**
 * A back-office table's rows as shown: the page on screen of the filtered and sorted rows, and
 * the bulk selection among all of those rows (every page).
 */
export function usePagedSelection<T, Id>(
  matching: readonly T[],
  request: PageRequest,
  idOf: (row: T) => Id,
) {
  const paged = usePagedRows(matching, request);
  const selection = useRowSelection({ matching, pageRows: paged.pageRows, idOf });
  return { paged, selection };
}
