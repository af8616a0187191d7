import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { CategoriesPage } from '../../features/admin/categories/components/categories-page';

export const Route = createFileRoute('/admin/categories')({
  head: () => backOfficeHead('/admin/categories'),
  component: CategoriesPage,
});
