import { backOfficeListRoute } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminCategoriesQueryOptions } from '@/features/admin/categories/api/get-admin-categories';
import { categoryListSearch } from '@/features/admin/categories/category-list-search';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { CategoriesPage } from '@/features/admin/categories/components/categories-page';

export const Route = createFileRoute('/admin/categories')({
  // Its list's search, filters, sort, page and page size, and the command palette's
  // ?open=<id> / ?create=true (src/features/admin/categories/category-list-search.ts).
  ...backOfficeListRoute('/admin/categories', categoryListSearch),
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminCategoriesQueryOptions]),
  pendingComponent: AdminPending,
  component: CategoriesPage,
});
