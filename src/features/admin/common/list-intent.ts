import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ListIntent } from './list-intent-search';

/**
 * What a link (the command palette's) asks a back-office list to do on arrival, in the URL
 * parameters of list-intent-search.ts: open a row's dialog or the create dialog. The list
 * does it once and takes these out of the URL, so a reload or the back button does not open the
 * dialog again. (`?q=` is not a request but the list's search, which stays: use-list-search.ts.)
 */
interface ListIntentHandlers<T> {
  /** False while the rows load: the dialog's row must be there to open it. */
  ready: boolean;
  rows: readonly T[];
  idOf: (row: T) => number;
  onOpen: (row: T) => void;
  onCreate?: () => void;
}

/** Carries out the URL's intent once the rows are there, then removes it from the URL. */
export function useListIntent<T>({ ready, rows, idOf, onOpen, onCreate }: ListIntentHandlers<T>) {
  const { q, open, create }: ListIntent = useSearch({ strict: false });
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready || (open === undefined && !create)) return;
    let search: number | undefined;
    if (open !== undefined) {
      const row = rows.find((candidate) => idOf(candidate) === open);
      // A row that is gone (deleted meanwhile) is looked for instead of failing silently.
      if (row) onOpen(row);
      else if (q === undefined) search = open;
    }
    if (create) onCreate?.();
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({
        ...previous,
        ...(search !== undefined && { q: search, page: undefined }),
        open: undefined,
        create: undefined,
      }),
      replace: true,
    });
  }, [ready, rows, idOf, onOpen, onCreate, q, open, create, navigate]);
}
