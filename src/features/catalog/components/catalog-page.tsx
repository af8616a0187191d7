import { Box, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { productsQueryOptions } from '../api/get-products';
import { CATALOG_PAGE_SIZE, toProductQuery, type CatalogSearch } from '../catalog-search';
import { FiltersDrawer } from './filters-drawer';
import { NO_NARROWING_BUT_CATEGORY, NotNarrowed } from './not-narrowed';
import { useDialogProduct } from '../hooks/use-dialog-product';
import { useProductDialog } from '../hooks/use-product-dialog';
import { CatalogPagination } from './catalog-pagination';
import { CatalogResults } from './catalog-results';
import { FilterBar, type CatalogFilterChange } from './filter-bar';
import { LazyCatalogFilters } from './lazy-catalog-filters';
import { LazyProductDetailsDialog } from './lazy-product-details-dialog';
import { useQuery } from '@tanstack/react-query';
import { HydrateApart, HydrateWhen } from '@/start-up';
import classes from './catalog-page.module.css';

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
  // The narrowing filters exist where the server answers with facets (docs/contract-changes.md);
  // elsewhere the bar is today's, and filters in the URL are said to be ignored (NotNarrowed).
  const facets = products.data?.facets;

  const results = (
    <Stack gap="lg">
      <CatalogResults
        products={products}
        renderAction={renderAction}
        onFirstPage={() => navigation.changePage(1)}
      />
      {products.data && (
        <HydrateApart>
          <CatalogPagination
            page={search.page}
            totalPages={products.data.totalPages}
            onPageChange={navigation.changePage}
            belowTheFold={products.data.content.length >= CATALOG_PAGE_SIZE}
          />
        </HydrateApart>
      )}
    </Stack>
  );
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {STOREFRONT_TEXTS.catalog.heading}
        </Title>
        {/* The bar's search box, selects and tooltips are most of the page's Mantine parts: a
            round of hydration of their own, apart from the products (HydrateApart). */}
        <HydrateApart>
          <FilterBar
            search={search}
            onFilterChange={navigation.changeFilter}
            onClear={navigation.clear}
          >
            {facets && (
              <FiltersDrawer
                search={search}
                facets={facets}
                total={products.data?.totalElements}
                onChange={navigation.changeFilter}
              />
            )}
          </FilterBar>
        </HydrateApart>
        {products.data && !facets && !products.isPlaceholderData && (
          <NotNarrowed
            search={search}
            onRemove={() => navigation.changeFilter(NO_NARROWING_BUT_CATEGORY)}
          />
        )}
        {facets ? (
          <div className={classes.columns}>
            <Box visibleFrom="sm">
              {/* Hidden on a phone (its drawer has the panel): hydrated, and its code loaded,
                  only where shown, and there apart from the products. */}
              <HydrateWhen shownFrom="sm">
                <LazyCatalogFilters
                  search={search}
                  facets={facets}
                  onChange={navigation.changeFilter}
                />
              </HydrateWhen>
            </Box>
            <div>{results}</div>
          </div>
        ) : (
          results
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
