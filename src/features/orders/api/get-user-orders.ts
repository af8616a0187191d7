import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { sessionUserId } from '@/entities/session/session';
import { useSession } from '@/entities/session/use-session';
import type { PageQuery } from '@/lib/routing/page-data';
import { orderKeys } from './query-keys';

/** The orders of one person (keyed by their id); nobody's are asked for. */
export const userOrdersQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: orderKeys.mineOf(userId),
    queryFn: ({ signal }) => call(api.GET('/orders/users', { signal })),
    enabled: userId !== null,
  });

export const useUserOrders = () => useQuery(userOrdersQueryOptions(useSession()?.id ?? null));

/** A page's query for the signed-in person's orders (none signed out: nobody's are asked). */
export function myOrdersQueries(queryClient: QueryClient): PageQuery[] {
  const userId = sessionUserId(queryClient);
  return userId === null ? [] : [userOrdersQueryOptions(userId)];
}
