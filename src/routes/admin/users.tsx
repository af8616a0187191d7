import { backOfficeListRoute } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminUsersQueryOptions } from '@/features/admin/users/api/get-admin-users';
import { userListSearch } from '@/features/admin/users/user-list-search';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { UsersPage } from '@/features/admin/users/components/users-page';

export const Route = createFileRoute('/admin/users')({
  // Its list's search, filters, sort, page and page size, and the command palette's
  // ?open=<id> / ?create=true (src/features/admin/users/user-list-search.ts).
  ...backOfficeListRoute('/admin/users', userListSearch),
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminUsersQueryOptions]),
  pendingComponent: AdminPending,
  component: UsersPage,
});
