import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/admin/orders/components/orders-page';

export const Route = createFileRoute('/admin/orders')({
  component: OrdersPage,
});
