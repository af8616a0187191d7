import { Button, Center, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page, Product } from '@/api/adapters';
import { messageOr } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { ProductGrid } from './product-grid';

/** The grid container is at least 700px high. */
const GRID_MIN_HEIGHT = 700;

/**
 * The display states (docs/product/storefront.md#24-display-states): 'Loading...' while loading;
 * else the error in red, centred; else the grid. While the next page loads the current one stays,
 * dimmed, under a 'Loading...' line, so paging and filtering never blank the screen.
 */
export function CatalogResults({
  products,
  renderAction,
  onFirstPage,
}: {
  products: UseQueryResult<Page<Product>>;
  renderAction: (product: Product) => ReactNode;
  /** Offered when the URL names a page past the last one (an old link, a shrunken search). */
  onFirstPage: () => void;
}) {
  if (products.isPending) return <Status>{STOREFRONT_TEXTS.common.loading}</Status>;
  if (products.isError)
    return (
      <Status>
        <Text c="red" ta="center" role="alert">
          {messageOr(products.error, STOREFRONT_TEXTS.catalog.failedToFetchProducts)}
        </Text>
      </Status>
    );
  const refreshing = products.isPlaceholderData;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" role="status" mih="1.5em">
        {refreshing ? STOREFRONT_TEXTS.common.loading : ''}
      </Text>
      {products.data.content.length === 0 && products.data.totalElements > 0 ? (
        <Status>
          <Stack align="center" gap="xs">
            <Text fw={600}>{STOREFRONT_TEXTS.catalog.pastLastPage}</Text>
            <Button variant="light" onClick={onFirstPage}>
              {STOREFRONT_TEXTS.catalog.backToFirstPage}
            </Button>
          </Stack>
        </Status>
      ) : products.data.content.length === 0 ? (
        <Status>
          <Stack align="center" gap={4}>
            <Text fw={600}>{STOREFRONT_TEXTS.catalog.noProducts}</Text>
            <Text c="dimmed">{STOREFRONT_TEXTS.catalog.noProductsHint}</Text>
          </Stack>
        </Status>
      ) : (
        <ProductGrid
          products={products.data.content}
          renderAction={renderAction}
          minHeight={GRID_MIN_HEIGHT}
          busy={refreshing}
        />
      )}
    </Stack>
  );
}

/** A message where the grid would be, keeping its height so the page does not jump. */
function Status({ children }: { children: ReactNode }) {
  return (
    <Center mih={GRID_MIN_HEIGHT} pt="xl" style={{ alignItems: 'flex-start' }}>
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </Center>
  );
}
