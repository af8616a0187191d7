import type { QueryClient } from '@tanstack/react-query';
import { sessionUserId } from '@/entities/session/session';
import { useUserOrders, userOrdersQueryOptions } from './api/get-user-orders';

/**
 * Whether the shopper's own list (there is no one-order call) has answered without this order:
 * the page then says "Order not found", and so does its title. Undefined while the list loads.
 */
type Orders = { orderId: number }[] | undefined;

const foundIn = (orders: Orders, orderId: number | null): boolean | undefined =>
  orderId === null ? false : orders && orders.some((order) => order.orderId === orderId);

export const orderFound = (queryClient: QueryClient, orderId: number | null) =>
  foundIn(
    queryClient.getQueryData(userOrdersQueryOptions(sessionUserId(queryClient)).queryKey),
    orderId,
  );

export const useOrderFound = (orderId: number | null) => foundIn(useUserOrders().data, orderId);
