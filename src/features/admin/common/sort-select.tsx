import { Select } from '@mantine/core';
import { useAdminTexts } from './admin-language';
import type { SortDir } from './list-search';
import type { SortFields } from './sort-rows';

interface SortSelectProps<S extends string> {
  /** The list's sort fields (its sort-<area>.ts). */
  fields: SortFields<never, S>;
  /** Each field's name in the administrator's language. */
  labels: Readonly<Record<S, string>>;
  /** The list's state (use-list-search.ts): its order and how to change it. */
  list: { sort: S; dir: SortDir; setSort: (sort: S, dir: SortDir) => void };
}

const DIRS: readonly SortDir[] = ['asc', 'desc'];

/**
 * The list's order as one choice among "field, which way" (价格（从低到高）), the same control
 * on the tables and the categories' cards; by keyboard like every Select.
 */
export function SortSelect<S extends string>({
  fields,
  labels,
  list: { sort, dir, setSort },
}: SortSelectProps<S>) {
  const S = useAdminTexts().lists;
  const names = Object.keys(fields) as S[];
  const data = names.flatMap((field) =>
    DIRS.map((way) => ({
      value: `${field}:${way}`,
      label: S.sortOption(labels[field], fields[field].kind, way),
    })),
  );
  return (
    <Select
      label={S.sortBy}
      data={data}
      value={`${sort}:${dir}`}
      onChange={(value) => {
        const [field, way] = (value ?? '').split(':') as [S, SortDir];
        if (names.includes(field)) setSort(field, way === 'asc' ? 'asc' : 'desc');
      }}
      allowDeselect={false}
      // Up to ten choices: most of them in view at once.
      maxDropdownHeight={360}
      w={200}
    />
  );
}
