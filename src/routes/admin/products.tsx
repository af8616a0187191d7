import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminProductsQueryOptions } from '../../features/admin/products/api/get-admin-products';
import { adminCategoriesQueryOptions } from '../../features/admin/categories/api/get-admin-categories';
import { listIntentSearch } from '../../lib/list-intent-search';
import { primeAdminQueries } from '../../features/admin/common/prime-admin-queries';
import { AdminPending } from '../../features/admin/common/admin-pending';
import { ProductsPage } from '../../features/admin/products/components/products-page';

export const Route = createFileRoute('/admin/products')({
  head: backOfficeHeadOnDemand('/admin/products'),
  // ?q= / ?open=<id> / ?create=true: what the command palette asks the list to do on arrival.
  validateSearch: listIntentSearch,
  loader: ({ context }) =>
    primeAdminQueries(context.queryClient, [
      adminProductsQueryOptions,
      adminCategoriesQueryOptions,
    ]),
  pendingComponent: AdminPending,
  component: ProductsPage,
});
