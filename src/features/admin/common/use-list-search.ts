import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useAdminSetting } from './admin-settings';
import type { ListSearchSchema } from './list-search-schema';
import {
  nextListSearch,
  readListSearch,
  urlSearchText,
  type ListDefaults,
  type ListParams,
  type SortDir,
} from './list-search';

/** The palette's one-time requests (list-intent.ts) are not the list's own state. */
type Filters<T> = Omit<T, keyof ListParams | 'open' | 'create'>;

type Sort<T extends ListParams> = NonNullable<T['sort']>;

/** The search box's text and the URL values typed into it that have not come back yet. */
interface SearchBox {
  text: string;
  /** The address the box has last been checked against. */
  href: string;
  pending: readonly (string | undefined)[];
}

/**
 * A back-office list's state, kept in the URL (docs/product/back-office.md#12-lists-in-the-address):
 * reload, Back/Forward and a shared link give the same list. Typing in the search box replaces
 * the URL (no history entry per keystroke); a filter, the sort, the page or the page size adds
 * one, so Back walks them. A change of search, filter, sort or page size goes back to page 1.
 *
 * The URL is read with the list's own schema, so the hook works under its route (which validates
 * the same way) and in a test's bare router alike; the defaults stay out of the URL.
 */
export function useListSearch<T extends ListParams>(
  schema: ListSearchSchema<Record<string, unknown>, T>,
  defaults: ListDefaults<Sort<T>>,
) {
  // The address as the router has it now (it moves there at once, before the page's loaders),
  // read with the list's schema.
  const location = useRouterState({ select: (state) => state.location });
  const search = useMemo(() => schema.parse(location.search), [schema, location.search]);
  const settingsPageSize = useAdminSetting('pageSize');
  const navigate = useNavigate();

  // The box shows what is typed at once, while the address follows a moment later (the router
  // navigates asynchronously). At each new address: a search this box wrote (or what the box
  // already says) keeps the box as typed; any other (Back, Forward, a link, the palette) is put
  // in the box.
  const [box, setBox] = useState<SearchBox>({
    text: search.q ?? '',
    href: location.href,
    pending: [],
  });
  if (box.href !== location.href) {
    const echo = box.pending.indexOf(search.q);
    setBox(
      echo >= 0 || urlSearchText(box.text) === search.q
        ? { ...box, href: location.href, pending: box.pending.slice(echo + 1) }
        : { text: search.q ?? '', href: location.href, pending: [] },
    );
  }

  const go = (change: Record<string, unknown>, replace = false) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) =>
        nextListSearch(previous, change, defaults, settingsPageSize),
      replace,
      resetScroll: false,
    });

  const list = readListSearch(
    { ...search, q: urlSearchText(box.text) },
    defaults,
    settingsPageSize,
  );
  return {
    ...list,
    /** Props for the list's search box. */
    searchBox: {
      value: box.text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.currentTarget.value;
        const q = urlSearchText(text);
        const last = box.pending.length > 0 ? box.pending.at(-1) : search.q;
        setBox((current) => ({
          ...current,
          text,
          pending: q === last ? current.pending : [...current.pending, q],
        }));
        if (q !== last) go({ q, page: undefined }, true);
      },
    },
    setFilters: (change: Partial<Filters<T>>) => go({ ...change, page: undefined }),
    setSort: (sort: Sort<T>, dir: SortDir) => go({ sort, dir, page: undefined }),
    setPage: (page: number) => go({ page }),
    setPageSize: (size: number) => go({ size, page: undefined }),
  };
}
