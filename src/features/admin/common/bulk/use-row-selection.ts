import { useRef, useState } from 'react';

export interface RowSelection<T> {
  /** The selected rows among those matching the filter, in the list's order. */
  rows: readonly T[];
  isSelected: (row: T) => boolean;
  /** Toggles a row; with Shift, every row between the last one toggled and this one follows it. */
  toggle: (row: T, shift?: boolean) => void;
  /** 'all', 'some' or 'none' of the page's rows are selected. */
  pageState: 'all' | 'some' | 'none';
  togglePage: () => void;
  /** How many rows match the filter, and whether each of them is selected. */
  matchingCount: number;
  allMatchingSelected: boolean;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * Which rows of a list are selected, by id. `matching` are the rows the current filter leaves
 * (all pages), `pageRows` the page on screen. Only ids still among the matching rows count, so
 * a row deleted, or hidden by a new filter, is never acted on unseen.
 */
export function useRowSelection<T, Id>({
  matching,
  pageRows,
  idOf,
}: {
  matching: readonly T[];
  pageRows: readonly T[];
  idOf: (row: T) => Id;
}): RowSelection<T> {
  const [ids, setIds] = useState<ReadonlySet<Id>>(() => new Set());
  // The row the last plain click toggled: a Shift+click selects the range from there.
  const anchor = useRef<Id | null>(null);
  const rows = matching.filter((row) => ids.has(idOf(row)));
  const selectedOnPage = pageRows.filter((row) => ids.has(idOf(row))).length;
  const change = (list: readonly T[], on: boolean) =>
    setIds((current) => {
      const nextIds = new Set(current);
      for (const row of list) {
        if (on) nextIds.add(idOf(row));
        else nextIds.delete(idOf(row));
      }
      return nextIds;
    });

  const toggle = (row: T, shift = false) => {
    const id = idOf(row);
    const on = !ids.has(id);
    const from =
      anchor.current === null ? -1 : pageRows.findIndex((r) => idOf(r) === anchor.current);
    const to = pageRows.findIndex((r) => idOf(r) === id);
    if (shift && from >= 0 && to >= 0)
      change(pageRows.slice(Math.min(from, to), Math.max(from, to) + 1), on);
    else change([row], on);
    anchor.current = id;
  };

  return {
    rows,
    isSelected: (row) => ids.has(idOf(row)),
    toggle,
    pageState: selectedOnPage === 0 ? 'none' : selectedOnPage === pageRows.length ? 'all' : 'some',
    togglePage: () => change(pageRows, selectedOnPage < pageRows.length),
    matchingCount: matching.length,
    allMatchingSelected: matching.length > 0 && rows.length === matching.length,
    selectAllMatching: () => change(matching, true),
    clear: () => {
      anchor.current = null;
      setIds(new Set());
    },
  };
}
