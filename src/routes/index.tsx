import { Container, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import {
  FEATURED_PRODUCTS_QUERY,
  productsQueryOptions,
} from '../features/catalog/api/get-products';
import { productDialogSearch } from '../features/catalog/catalog-search';
import { FeaturedProducts } from '../features/catalog/components/featured-products';
import { HomeBanner } from '../features/home/components/home-banner';

export const Route = createFileRoute('/')({
  validateSearch: z.object(productDialogSearch),
  loader: ({ context }) => {
    // Not awaited: the page shows its own 'Please wait....' instead of holding the navigation.
    void context.queryClient.prefetchQuery(productsQueryOptions(FEATURED_PRODUCTS_QUERY));
  },
  component: HomePage,
});

function HomePage() {
  return (
    <Container size="xl" py="md">
      <Stack gap="xl">
        <HomeBanner />
        <FeaturedProducts renderAction={(product) => <AddToCartButton product={product} />} />
      </Stack>
    </Container>
  );
}
