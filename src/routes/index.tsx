import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { productTitle, storefrontHead, titledHead } from '@/lib/page-identity/page-title';
import { loadRenderedPage } from '@/lib/routing/page-data';
import { useLoaderFollows } from '@/lib/routing/use-loader-follows';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { FEATURED_PRODUCTS_QUERY } from '@/features/catalog/api/product-query';
import {
  readProductDialogSearch,
  type ProductDialogSearch,
} from '@/features/catalog/product-dialog-search';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { RecentlyViewed } from '@/features/catalog/components/recently-viewed';
import { dialogLookup, useDialogLookup } from '@/features/catalog/api/dialog-lookup';
import { HomeBanner } from '@/features/home/components/home-banner';
import { FINDER_TEXTS } from '@/lib/storefront-texts/finder';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/')({
  validateSearch: (search: ProductDialogSearch & SearchSchemaInput) =>
    readProductDialogSearch(search),
  loaderDeps: ({ search }) => ({ product: search.product }),
  // In the browser the page shows its own 'Please wait....' instead of holding the navigation.
  loader: async ({ context, deps }) => {
    await loadRenderedPage(context, [productsQueryOptions(FEATURED_PRODUCTS_QUERY)]);
    return { dialog: dialogLookup(context.queryClient, deps.product) };
  },
  // An open product's dialog names the page after the product once it is found.
  head: ({ loaderData }) => {
    const dialogTitle = loaderData?.dialog && productTitle(loaderData.dialog);
    return dialogTitle
      ? titledHead(dialogTitle, STOREFRONT_TEXTS.pageDescriptions.home)
      : storefrontHead(STOREFRONT_TEXTS.pageTitles.home, STOREFRONT_TEXTS.pageDescriptions.home);
  },
  component: HomePage,
});

function HomePage() {
  const { product } = Route.useSearch();
  useLoaderFollows(Route.useLoaderData().dialog, useDialogLookup(product));
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
