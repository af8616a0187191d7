import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, type ReactNode } from 'react';
import type { Product } from '@/api/adapters';
import { messageOr } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { productsQueryOptions } from '../api/get-products';
import { FEATURED_PRODUCTS_QUERY } from '../api/product-query';
import { useDialogProduct } from '../hooks/use-dialog-product';
import { useProductDialog } from '../hooks/use-product-dialog';
import { LazyProductDetailsDialog } from './lazy-product-details-dialog';
import { ProductGrid } from './product-grid';
import { useQuery } from '@tanstack/react-query';

/** The home page's Products section: spinner with 'Please wait....', an error line, or the grid. */
export function FeaturedProducts({
  renderAction,
}: {
  renderAction: (product: Product) => ReactNode;
}) {
  const products = useQuery(productsQueryOptions(FEATURED_PRODUCTS_QUERY));
  // Eight cards are a long task on a phone when rendered in one go with the rest of the page:
  // the deferred copy renders them in a transition React can pause, so the page stays responsive.
  const shown = useDeferredValue(products.data);
  const dialog = useProductDialog();
  const dialogProduct = useDialogProduct(dialog.productId, !products.isPending);
  return (
    <Stack component="section" aria-labelledby="featured-products" gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="featured-products">
          {STOREFRONT_TEXTS.catalog.heading}
        </Title>
        <Anchor component={Link} to="/products">
          {STOREFRONT_TEXTS.catalog.seeAllProducts}
        </Anchor>
      </Group>
      {products.isError ? (
        <Text c="red" ta="center" role="alert" py="xl">
          {messageOr(products.error, STOREFRONT_TEXTS.catalog.failedToFetchProducts)}
        </Text>
      ) : !shown ? (
        <Stack align="center" py="xl" gap="xs">
          <Loader aria-hidden="true" />
          <Text role="status">{STOREFRONT_TEXTS.common.pleaseWait}</Text>
        </Stack>
      ) : shown.content.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {STOREFRONT_TEXTS.catalog.noProducts}
        </Text>
      ) : (
        <ProductGrid products={shown.content} renderAction={renderAction} />
      )}
      <LazyProductDetailsDialog
        opened={dialog.productId !== undefined}
        lookup={dialogProduct}
        onClose={dialog.close}
        renderAction={renderAction}
      />
    </Stack>
  );
}
