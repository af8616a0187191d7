import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPlaceholder } from '../../features/admin/layout/settings-placeholder';

export const Route = createFileRoute('/admin/settings')({
  head: backOfficeHeadOnDemand('/admin/settings'),
  component: SettingsPlaceholder,
});
