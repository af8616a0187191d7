import { createFileRoute } from '@tanstack/react-router';
import { backOfficeHead } from '../../app/page-identity/page-title';
import { ProductsPage } from '../../features/admin/products/components/products-page';

export const Route = createFileRoute('/admin/products')({
  head: () => backOfficeHead('/admin/products'),
  component: ProductsPage,
});
