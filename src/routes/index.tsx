import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { usePageTitle } from '../lib/page-identity/live-title';
import { storefrontHead } from '../lib/page-identity/page-title';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import {
  FEATURED_PRODUCTS_QUERY,
  productsQueryOptions,
} from '../features/catalog/api/get-products';
import { productDialogSearch } from '../features/catalog/catalog-search';
import { FeaturedProducts } from '../features/catalog/components/featured-products';
import { RecentlyViewed } from '../features/catalog/components/recently-viewed';
import { useDialogProductTitle } from '../features/catalog/hooks/use-dialog-product-title';
import { HomeBanner } from '../features/home/components/home-banner';
import { FINDER_TEXTS } from '../lib/storefront-texts/finder';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

export const Route = createFileRoute('/')({
  validateSearch: z.object(productDialogSearch),
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.pageTitles.home, STOREFRONT_TEXTS.pageDescriptions.home),
  loader: ({ context }) => {
    // Not awaited: the page shows its own 'Please wait....' instead of holding the navigation.
    void context.queryClient.prefetchQuery(productsQueryOptions(FEATURED_PRODUCTS_QUERY));
  },
  component: HomePage,
});

function HomePage() {
  usePageTitle(useDialogProductTitle());
  return (
    <Container size="xl" py="md">
      {/* The page's main heading, for screen readers and arrival focus; the banner says it visually. */}
      <VisuallyHidden component="h1">{STOREFRONT_TEXTS.pageTitles.home}</VisuallyHidden>
      <Stack gap="xl">
        <HomeBanner />
        <FeaturedProducts renderAction={(product) => <AddToCartButton product={product} />} />
        <RecentlyViewed heading={FINDER_TEXTS.recentlyViewed.heading} opens="dialog" />
      </Stack>
    </Container>
  );
}
