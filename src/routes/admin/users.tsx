import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueryOptions } from '../../features/admin/users/api/get-admin-users';
import { listIntentSearch } from '../../lib/list-intent-search';
import { primeAdminQueries } from '../../features/admin/common/prime-admin-queries';
import { AdminPending } from '../../features/admin/common/admin-pending';
import { UsersPage } from '../../features/admin/users/components/users-page';

export const Route = createFileRoute('/admin/users')({
  head: backOfficeHeadOnDemand('/admin/users'),
  // ?q= / ?open=<id> / ?create=true: what the command palette asks the list to do on arrival.
  validateSearch: listIntentSearch,
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminUsersQueryOptions]),
  pendingComponent: AdminPending,
  component: UsersPage,
});
