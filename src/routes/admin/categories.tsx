import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminCategoriesQueryOptions } from '../../features/admin/categories/api/get-admin-categories';
import { listIntentSearch } from '../../lib/list-intent-search';
import { primeAdminQueries } from '../../features/admin/common/prime-admin-queries';
import { AdminPending } from '../../features/admin/common/admin-pending';
import { CategoriesPage } from '../../features/admin/categories/components/categories-page';

export const Route = createFileRoute('/admin/categories')({
  head: backOfficeHeadOnDemand('/admin/categories'),
  // ?q= / ?open=<id> / ?create=true: what the command palette asks the list to do on arrival.
  validateSearch: listIntentSearch,
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminCategoriesQueryOptions]),
  pendingComponent: AdminPending,
  component: CategoriesPage,
});
