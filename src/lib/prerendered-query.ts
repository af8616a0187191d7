import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useHydrating } from './hydration';

/**
 * `useQuery` for what a prerendered page shows: while React hydrates the build's HTML it reads
 * as the build rendered it, still loading (the build asks no API), even when the answer has
 * already arrived; React renders the answer right after, in the background. Without it, a fast
 * answer would meet the HTML's spinner and React would throw the page's markup away.
 */
export function usePrerenderedQuery<
  TQueryFnData,
  TError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const result = useQuery(options);
  // The pass right after hydration is synchronous (the hydrating flag is an external store):
  // the answer (a page of product cards, long work on a phone) renders in the deferred pass
  // that follows it, which React splits and interrupts, so input is never held up.
  if (!useDeferredValue(useHydrating())) return result;
  return {
    ...result,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'fetching',
    isPending: true,
    isLoading: true,
    isFetching: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  } as UseQueryResult<TData, TError>;
}
