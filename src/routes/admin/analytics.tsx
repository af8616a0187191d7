import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../features/admin/analytics/components/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  head: backOfficeHeadOnDemand('/admin/analytics'),
  component: AnalyticsPage,
});
