import { backOfficeHeadOnDemand } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/admin/settings/components/settings-page';
import { serverOfferingsProbeOptions } from '@/features/admin/settings/api/probe-server-offerings';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';

export const Route = createFileRoute('/admin/settings')({
  head: backOfficeHeadOnDemand('/admin/settings'),
  // What this server offers, asked for at once (the page lists it as the answers come).
  loader: ({ context }) => primeAdminQueries(context.queryClient, [serverOfferingsProbeOptions]),
  pendingComponent: AdminPending,
  component: SettingsPage,
});
