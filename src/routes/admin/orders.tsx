import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/admin/orders/components/orders-page';

export const Route = createFileRoute('/admin/orders')({
  head: backOfficeHeadOnDemand('/admin/orders'),
  component: OrdersPage,
});
