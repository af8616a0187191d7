import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { toAddress } from '@/api/adapters';
import { api, call } from '@/api/client';
import { sessionUserId } from '@/entities/session/session';
import { useSession } from '@/entities/session/use-session';
import type { PageQuery } from '@/lib/routing/page-data';
import { addressKeys } from './query-keys';

/** The addresses of one person (keyed by their id); nobody's are asked for. */
const addressesQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: addressKeys.of(userId),
    queryFn: async ({ signal }) =>
      (await call(api.GET('/users/addresses', { signal }))).map(toAddress),
    enabled: userId !== null,
  });

export const useAddresses = () => useQuery(addressesQueryOptions(useSession()?.id ?? null));

/** A page's query for the signed-in person's addresses (none signed out: nobody's are asked). */
export function myAddressesQueries(queryClient: QueryClient): PageQuery[] {
  const userId = sessionUserId(queryClient);
  return userId === null ? [] : [addressesQueryOptions(userId)];
}
