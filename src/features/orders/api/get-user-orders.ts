import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { sessionUserId } from '../../../entities/session/session';
import { useSession } from '../../../entities/session/use-session';
import { orderKeys } from './query-keys';

/** The orders of one person (keyed by their id); nobody's are asked for. */
export const userOrdersQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: orderKeys.mineOf(userId),
    queryFn: ({ signal }) => call(api.GET('/orders/users', { signal })),
    enabled: userId !== null,
  });

export const useUserOrders = () => useQuery(userOrdersQueryOptions(useSession()?.id ?? null));

/** Asks for the signed-in person's orders at once (a page's loader), without waiting. */
export function prefetchUserOrders(queryClient: QueryClient): void {
  const userId = sessionUserId(queryClient);
  if (userId !== null) void queryClient.prefetchQuery(userOrdersQueryOptions(userId));
}
