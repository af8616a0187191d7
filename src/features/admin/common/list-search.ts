/**
 * A back-office list as its URL says (the schemas: list-search-schema.ts and each list's *-list-search.ts): the search
 * text, the filters, the sort, the page and the page size. Pure, so the rules are tested on their
 * own (tests/admin/list-search.test.ts); the hook that reads and writes the URL is
 * use-list-search.ts.
 */

export type SortDir = 'asc' | 'desc';

/** What every list's URL may hold besides its own filters. */
export interface ListParams {
  q?: string;
  sort?: string;
  dir?: SortDir;
  page?: number;
  size?: number;
}

/** The order a list shows when its URL names none. */
export interface ListDefaults<S extends string = string> {
  sort: S;
  dir: SortDir;
}

/** The URL's list with the defaults filled in; the page size of the settings unless the URL has one. */
export function readListSearch<T extends ListParams>(
  search: T,
  defaults: ListDefaults<NonNullable<T['sort']>>,
  settingsPageSize: number,
) {
  return {
    ...search,
    q: search.q ?? '',
    sort: search.sort ?? defaults.sort,
    dir: search.dir ?? defaults.dir,
    page: search.page ?? 1,
    size: search.size ?? settingsPageSize,
  };
}

/** The search text as the URL keeps it: trimmed, at most 200 characters, nothing when blank. */
export const urlSearchText = (typed: string): string | undefined =>
  typed.trim().slice(0, 200) || undefined;

/**
 * The next URL search of a list: the change applied to the current one, then every default left
 * out (the first page, the settings' page size, the default order, an empty search or filter), so
 * the plain list keeps the plain address (/admin/products) and a link carries only what differs.
 * The sort and its direction are one choice: both are written unless both are the default.
 */
export function nextListSearch(
  previous: Readonly<Record<string, unknown>>,
  change: Readonly<Record<string, unknown>>,
  defaults: ListDefaults,
  settingsPageSize: number,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...previous, ...change };
  const sort = next.sort ?? defaults.sort;
  const dir = next.dir ?? defaults.dir;
  const isDefaultOrder = sort === defaults.sort && dir === defaults.dir;
  next.sort = isDefaultOrder ? undefined : sort;
  next.dir = isDefaultOrder ? undefined : dir;
  if (next.page === 1) next.page = undefined;
  if (next.size === settingsPageSize) next.size = undefined;
  for (const [key, value] of Object.entries(next))
    if (value === '' || value === 'all' || value === undefined) delete next[key];
  return next;
}
