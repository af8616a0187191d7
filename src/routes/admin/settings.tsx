import { createFileRoute } from '@tanstack/react-router';
import { SettingsPlaceholder } from '../../features/admin/layout/settings-placeholder';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsPlaceholder,
});
