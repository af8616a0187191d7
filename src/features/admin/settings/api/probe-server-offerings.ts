import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { serverKeys } from '@/features/admin/common/query-keys';

/**
 * Asks each optional operation once (the smallest page where there is one), so Settings can say
 * what this server offers: the client learns it from the answers (src/api/server-capabilities.ts).
 * A failure of any kind is what the client made of it; the probe itself never fails.
 */
async function probeServerOfferings(): Promise<true> {
  const one = { pageNumber: 0, pageSize: 1 };
  await Promise.allSettled([
    call(api.GET('/admin/statistics')),
    call(api.GET('/admin/orders', { params: { query: one } })),
    call(api.GET('/admin/users', { params: { query: one } })),
    call(api.GET('/orders/users')),
    call(api.GET('/admin/reviews', { params: { query: one } })),
  ]);
  return true;
}

export const serverOfferingsProbeOptions = queryOptions({
  queryKey: serverKeys.offerings(),
  queryFn: probeServerOfferings,
  // Once per visit of Settings is enough; the screens' own calls keep it current meanwhile.
  staleTime: 60_000,
  retry: false,
});

export const useServerOfferingsProbe = () => useQuery(serverOfferingsProbeOptions);
