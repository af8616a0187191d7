import { backOfficeListRoute } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminProductsQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { adminCategoriesQueryOptions } from '@/features/admin/categories/api/get-admin-categories';
import { productListSearch } from '@/features/admin/products/product-list-search';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { ProductsPage } from '@/features/admin/products/components/products-page';

export const Route = createFileRoute('/admin/products')({
  // Its list's search, filters, sort, page and page size, and the command palette's
  // ?open=<id> / ?create=true (src/features/admin/products/product-list-search.ts).
  ...backOfficeListRoute('/admin/products', productListSearch),
  loader: ({ context }) =>
    primeAdminQueries(context.queryClient, [
      adminProductsQueryOptions,
      adminCategoriesQueryOptions,
    ]),
  pendingComponent: AdminPending,
  component: ProductsPage,
});
