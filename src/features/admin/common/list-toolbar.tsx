import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminTexts } from './admin-language';
import { ListFilterSelect } from './list-filter-select';
import type { SortDir } from './list-search';
import { ListSearchBox, type ListSearchBoxProps } from './list-search-box';
import { SortSelect } from './sort-select';
import type { SortFields } from './sort-rows';
import type { AdminTexts } from './texts';

/** The lists, by the name their texts go by (their search box's label, their sort fields'). */
type ListArea = keyof AdminTexts['lists']['sortFields'];

/**
 * One of a list's filters: a value of its address (`key`, one of the list's own search fields),
 * the filter's name and its choices in the administrator's language, and its width.
 */
export type ListFilter<F> = {
  [K in keyof F & string]: {
    key: K;
    label: string;
    options: readonly { value: NonNullable<F[K]> & string; label: string }[];
    w: number;
  };
}[keyof F & string];

/**
 * The row above a back-office list: its search box, its filters, then its order. `list` is the
 * list's state from use-list-search.ts; each filter shows the value the address has and sets it
 * there, "all" leaving it out.
 */
export function ListToolbar<S extends string, F extends object>({
  list,
  area,
  searchWidth,
  sorts,
  filters = [],
}: {
  list: {
    searchBox: ListSearchBoxProps['box'];
    sort: S;
    dir: SortDir;
    setSort: (sort: S, dir: SortDir) => void;
    setFilters: (change: Partial<F>) => void;
  } & NoInfer<Partial<F>>;
  area: ListArea;
  searchWidth: number;
  /** The list's sort fields (its sort-<area>.ts); their names are the area's. */
  sorts: SortFields<never, S>;
  filters?: readonly ListFilter<NoInfer<F>>[];
}): ReactNode {
  const texts = useAdminTexts();
  // To TypeScript the texts of some area; those of the list's own area name its sort fields.
  const sortLabels = texts.lists.sortFields[area] as Readonly<Record<S, string>>;
  return (
    <Group align="flex-end">
      <ListSearchBox label={texts[area].search} box={list.searchBox} w={searchWidth} />
      {filters.map((filter) => (
        <ListFilterSelect
          key={filter.key}
          label={filter.label}
          options={filter.options}
          value={list[filter.key] as string | undefined}
          onChange={(value) => list.setFilters({ [filter.key]: value } as Partial<F>)}
          w={filter.w}
        />
      ))}
      <SortSelect fields={sorts} labels={sortLabels} list={list} />
    </Group>
  );
}
