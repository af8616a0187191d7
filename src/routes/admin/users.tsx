import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { UsersPage } from '../../features/admin/users/components/users-page';

export const Route = createFileRoute('/admin/users')({
  head: () => backOfficeHead('/admin/users'),
  component: UsersPage,
});
