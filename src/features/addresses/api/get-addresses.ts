import { queryOptions, useQuery } from '@tanstack/react-query';
import { toAddress } from '../../../api/adapters';
import { api, call } from '../../../api/client';
import { addressKeys } from './query-keys';

export const addressesQueryOptions = queryOptions({
  queryKey: addressKeys.all,
  queryFn: async ({ signal }) =>
    (await call(api.GET('/users/addresses', { signal }))).map(toAddress),
});

export const useAddresses = () => useQuery(addressesQueryOptions);
