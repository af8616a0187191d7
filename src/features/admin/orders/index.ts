// The admin orders feature's public entry: what other admin features may use.
export { adminOrdersQueryOptions, useAdminOrders } from './api/get-admin-orders';
export { OrderStatusBadge } from './components/order-badges';
export { orderStatusColor, orderStatusLabel } from './order-status';
export type { AdminOrderRow } from './order-row';
