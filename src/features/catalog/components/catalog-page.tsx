import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '../../../api/adapters';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { productsQueryOptions } from '../api/get-products';
import { toProductQuery, type CatalogSearch } from '../catalog-search';
import { useDialogProduct } from '../hooks/use-dialog-product';
import { useProductDialog } from '../hooks/use-product-dialog';
import { CatalogPagination } from './catalog-pagination';
import { CatalogResults } from './catalog-results';
import { FilterBar, type CatalogFilterChange } from './filter-bar';
import { LazyProductDetailsDialog } from './lazy-product-details-dialog';
import { useQuery } from '@tanstack/react-query';

export interface CatalogNavigation {
  /** Filters start again at page 1; they are new history entries, so back undoes them. */
  changeFilter: (change: CatalogFilterChange) => void;
  changePage: (page: number) => void;
  /** Clear Filter empties the query string. */
  clear: () => void;
}

/** /products: the filter bar, the page of products the URL names, pagination, the dialog. */
export function CatalogPage({
  search,
  navigation,
  renderAction,
}: {
  search: CatalogSearch;
  navigation: CatalogNavigation;
  renderAction: (product: Product) => ReactNode;
}) {
  const products = useQuery(productsQueryOptions(toProductQuery(search)));
  const dialog = useProductDialog();
  const dialogProduct = useDialogProduct(dialog.productId, !products.isPending);

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {STOREFRONT_TEXTS.catalog.heading}
        </Title>
        <FilterBar
          search={search}
          onFilterChange={navigation.changeFilter}
          onClear={navigation.clear}
        />
        <CatalogResults
          products={products}
          renderAction={renderAction}
          onFirstPage={() => navigation.changePage(1)}
        />
        {products.data && (
          <CatalogPagination
            page={search.page}
            totalPages={products.data.totalPages}
            onPageChange={navigation.changePage}
          />
        )}
      </Stack>
      <LazyProductDetailsDialog
        opened={dialog.productId !== undefined}
        lookup={dialogProduct}
        onClose={dialog.close}
        renderAction={renderAction}
      />
    </Container>
  );
}
