import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { orderKeys } from './query-keys';

export const userOrdersQueryOptions = queryOptions({
  queryKey: orderKeys.mine(),
  queryFn: ({ signal }) => call(api.GET('/orders/users', { signal })),
});

export const useUserOrders = () => useQuery(userOrdersQueryOptions);
