import { useQueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The state of a query in the cache, followed without observing it: a title can say what a page
 * has loaded (a product's name, a placed order's number) without fetching anything or changing
 * the options of the page's own query. Undefined until the page has asked for it.
 */
export function useCachedQueryState<TData>(
  queryKey: QueryKey | undefined,
): QueryState<TData> | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(() => onChange()),
    [cache],
  );
  const snapshot = () =>
    queryKey
      ? (cache.find({ queryKey, exact: true })?.state as QueryState<TData> | undefined)
      : undefined;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
