import { Button, Drawer } from '@mantine/core';
import type { ProductFacets } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import type { CatalogSearch } from '../catalog-search';
import { CatalogFilters, type NarrowingChange } from './catalog-filters';

const T = FACET_TEXTS.filters;

/** The phone's drawer of filters (filters-drawer.tsx loads it at the first press). */
export function FiltersDrawerPanel({
  opened,
  onClose,
  search,
  facets,
  total,
  onChange,
}: {
  opened: boolean;
  onClose: () => void;
  search: CatalogSearch;
  facets: ProductFacets;
  /** The products the current filters leave. */
  total: number | undefined;
  onChange: (change: NarrowingChange) => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={T.open}
      position="left"
      size="sm"
      closeButtonProps={{ 'aria-label': STOREFRONT_TEXTS.common.close }}
    >
      <CatalogFilters search={search} facets={facets} onChange={onChange} headingOrder={3} />
      {total !== undefined && (
        <Button fullWidth mt="lg" onClick={onClose}>
          {T.showResults(total)}
        </Button>
      )}
    </Drawer>
  );
}
