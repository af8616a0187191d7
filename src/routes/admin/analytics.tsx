import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { AnalyticsPage } from '../../features/admin/analytics/components/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  head: () => backOfficeHead('/admin/analytics'),
  component: AnalyticsPage,
});
