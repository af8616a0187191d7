import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../api/client';

export const userOrdersQueryOptions = queryOptions({
  queryKey: ['orders', 'mine'],
  queryFn: () => call(api.GET('/orders/users')),
});

export const useUserOrders = () => useQuery(userOrdersQueryOptions);
