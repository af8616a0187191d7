import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin/dashboard/components/dashboard-page';

export const Route = createFileRoute('/admin/')({
  head: backOfficeHeadOnDemand('/admin'),
  component: DashboardPage,
});
