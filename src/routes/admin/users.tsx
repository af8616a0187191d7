import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/admin/users/components/users-page';

export const Route = createFileRoute('/admin/users')({
  head: backOfficeHeadOnDemand('/admin/users'),
  component: UsersPage,
});
