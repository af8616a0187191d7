import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/admin/categories/components/categories-page';

export const Route = createFileRoute('/admin/categories')({
  head: backOfficeHeadOnDemand('/admin/categories'),
  component: CategoriesPage,
});
