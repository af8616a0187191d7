import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { OrdersPage } from '../../features/admin/orders/components/orders-page';

export const Route = createFileRoute('/admin/orders')({
  head: () => backOfficeHead('/admin/orders'),
  component: OrdersPage,
});
