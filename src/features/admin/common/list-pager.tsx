import { Group, Pagination, Select } from '@mantine/core';
import { LIST_PAGE_SIZES } from './list-search-schema';
import { useAdminTexts } from './admin-language';

export interface Pager {
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  pageSize?: number;
  setPageSize?: (size: number) => void;
  /** How many rows the filtered list has, in all pages. */
  total?: number;
}

/**
 * Under a list: the pages (when there is more than one) and how many rows a page shows (when the
 * list is longer than the smallest choice, so it can matter).
 */
export function ListPager({ pager }: { pager: Pager }) {
  const { shared, lists } = useAdminTexts();
  const { pageSize, setPageSize, total = 0 } = pager;
  const choosesSize = pageSize !== undefined && setPageSize && total > LIST_PAGE_SIZES[0];
  if (pager.totalPages <= 1 && !choosesSize) return null;
  return (
    <Group justify="space-between" align="center">
      {pager.totalPages > 1 ? (
        <Group component="nav" aria-label={shared.pages}>
          <Pagination
            total={pager.totalPages}
            value={pager.page}
            onChange={pager.setPage}
            // The arrows are icons: they need names.
            getItemProps={(page) => ({ 'aria-label': shared.page(page) })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next'
                ? {
                    'aria-label': control === 'next' ? shared.nextPage : shared.previousPage,
                  }
                : {}
            }
          />
        </Group>
      ) : (
        <span />
      )}
      {choosesSize && (
        <Select
          aria-label={lists.pageSize}
          data={LIST_PAGE_SIZES.map((size) => ({
            value: String(size),
            label: lists.pageSizeOption(size),
          }))}
          value={String(pageSize)}
          onChange={(value) => value && setPageSize(Number(value))}
          allowDeselect={false}
          w={140}
        />
      )}
    </Group>
  );
}
