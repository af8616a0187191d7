import { queryOptions, useQuery } from '@tanstack/react-query';
import { toAddress } from '../../../api/adapters';
import { api, call } from '../../../api/client';

export const addressesQueryKey = ['addresses'] as const;

export const addressesQueryOptions = queryOptions({
  queryKey: addressesQueryKey,
  queryFn: async () => (await call(api.GET('/users/addresses'))).map(toAddress),
});

export const useAddresses = () => useQuery(addressesQueryOptions);
