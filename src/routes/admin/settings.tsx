import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/admin/settings/components/settings-page';

export const Route = createFileRoute('/admin/settings')({
  head: backOfficeHeadOnDemand('/admin/settings'),
  component: SettingsPage,
});
