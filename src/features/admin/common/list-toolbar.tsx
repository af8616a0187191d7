import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDir } from './list-search';
import { ListSearchBox, type ListSearchBoxProps } from './list-search-box';
import { SortSelect } from './sort-select';
import type { SortFields } from './sort-rows';

/**
 * The row above a back-office list: its search box, its own filters, then its order. `list` is
 * the list's state from use-list-search.ts.
 */
export function ListToolbar<S extends string>({
  list,
  searchLabel,
  searchWidth,
  sorts,
  sortLabels,
  children,
}: {
  list: {
    searchBox: ListSearchBoxProps['box'];
    sort: S;
    dir: SortDir;
    setSort: (sort: S, dir: SortDir) => void;
  };
  searchLabel: string;
  searchWidth: number;
  /** The list's sort fields (its sort-<area>.ts) and their names in the administrator's language. */
  sorts: SortFields<never, S>;
  sortLabels: Readonly<Record<S, string>>;
  /** The list's filters, between the search box and the order. */
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end">
      <ListSearchBox label={searchLabel} box={list.searchBox} w={searchWidth} />
      {children}
      <SortSelect fields={sorts} labels={sortLabels} list={list} />
    </Group>
  );
}
