import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import { orderKeys } from './query-keys';

export const userOrdersQueryOptions = queryOptions({
  queryKey: orderKeys.mine(),
  queryFn: () => call(api.GET('/orders/users')),
});

export const useUserOrders = () => useQuery(userOrdersQueryOptions);
