import type { SortDir } from './list-search';

/** How a sort field reads, for its choices' labels: 名称 A → Z, 价格从低到高, 最新在前. */
export type SortKind = 'text' | 'number' | 'date';

type SortValue = string | number | null | undefined;

/** One way to sort a list: the value of a row it compares, and how that value reads. */
export interface SortField<T> {
  kind: SortKind;
  value: (row: T) => SortValue;
}

export type SortFields<T, S extends string> = Readonly<Record<S, SortField<T>>>;

/**
 * One collation for every administrator, whatever their language, so a shared link shows the
 * same order: Chinese by pinyin (before Latin letters, as zh-CN collates), letters ignoring case,
 * "Item 2" before "Item 10".
 */
const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

const isMissing = (value: SortValue) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'number' && Number.isNaN(value));

/**
 * The rows sorted by one field, a new array. A value the server did not send (the real server's
 * products have no sales) goes last in both directions: unknown is neither the least nor the
 * most. Equal values keep a fixed order by id, in the same direction, so pages never overlap.
 */
export function sortRows<T>(
  rows: readonly T[],
  field: SortField<T>,
  dir: SortDir,
  id: (row: T) => number,
): T[] {
  const factor = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = field.value(a);
    const y = field.value(b);
    const missingX = isMissing(x);
    const missingY = isMissing(y);
    if (missingX !== missingY) return missingX ? 1 : -1;
    const order =
      missingX || missingY
        ? 0
        : typeof x === 'number' && typeof y === 'number'
          ? x - y
          : collator.compare(String(x), String(y));
    return (order || id(a) - id(b)) * factor;
  });
}

/** A date-time as a number to compare; a missing or unreadable one as missing. */
export const dateValue = (value: string | null | undefined) =>
  value ? Date.parse(value) : undefined;

/**
 * A list's sort function from its sort fields: the rows by the field and direction the list's
 * URL asks for (use-list-search.ts), equal values by `id`.
 */
export const listSorter =
  <T, S extends string>(fields: SortFields<T, S>, id: (row: T) => number) =>
  (rows: readonly T[], { sort, dir }: { sort: S; dir: SortDir }): T[] =>
    sortRows(rows, fields[sort], dir, id);
