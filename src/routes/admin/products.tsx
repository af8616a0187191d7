import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../features/admin/products/components/products-page';

export const Route = createFileRoute('/admin/products')({
  component: ProductsPage,
});
