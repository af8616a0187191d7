import type { UseQueryResult } from '@tanstack/react-query';

export interface ListWithFallback<T> {
  rows: T[];
  isLoading: boolean;
  /** True when the server list failed and the sample rows are shown instead. */
  isSample: boolean;
  /** Why the list failed (the query's error), so the notice can say it; null otherwise. */
  error: unknown;
}

/** A failed admin list shows sample rows, flagged so the screen says so. */
export function withFallback<T>(
  query: UseQueryResult<T[]>,
  sample: readonly T[],
): ListWithFallback<T> {
  if (query.isError && !query.data)
    return { rows: [...sample], isLoading: false, isSample: true, error: query.error };
  return { rows: query.data ?? [], isLoading: query.isPending, isSample: false, error: null };
}
