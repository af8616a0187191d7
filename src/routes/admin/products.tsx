import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../features/admin/products/components/products-page';

export const Route = createFileRoute('/admin/products')({
  head: backOfficeHeadOnDemand('/admin/products'),
  component: ProductsPage,
});
