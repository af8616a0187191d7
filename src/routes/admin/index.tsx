import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { DashboardPage } from '../../features/admin/dashboard/components/dashboard-page';

export const Route = createFileRoute('/admin/')({
  head: () => backOfficeHead('/admin'),
  component: DashboardPage,
});
