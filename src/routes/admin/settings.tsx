import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { SettingsPlaceholder } from '../../features/admin/layout/settings-placeholder';

export const Route = createFileRoute('/admin/settings')({
  head: () => backOfficeHead('/admin/settings'),
  component: SettingsPlaceholder,
});
