import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ProductFacets } from '../../../api/adapters';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { FACET_TEXTS } from '../../../lib/storefront-texts/facets';
import { narrowingCount, type CatalogSearch } from '../catalog-search';
import { CatalogFilters, type NarrowingChange } from './catalog-filters';

const T = FACET_TEXTS.filters;

/**
 * On a phone the filters open in a drawer (the panel beside the list needs the room of a larger
 * screen: catalog-page.tsx shows one or the other by CSS, so the built page and the browser
 * agree). Each choice applies at once, as beside the list; the drawer's last button shows how
 * many products are left and closes it.
 */
export function FiltersDrawer({
  search,
  facets,
  total,
  onChange,
}: {
  search: CatalogSearch;
  facets: ProductFacets;
  /** The products the current filters leave. */
  total: number | undefined;
  onChange: (change: NarrowingChange) => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const chosen = narrowingCount(search);
  return (
    <>
      <Button variant="default" onClick={open} hiddenFrom="sm" aria-haspopup="dialog">
        {chosen ? T.openWithCount(chosen) : T.open}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title={T.open}
        position="left"
        size="sm"
        closeButtonProps={{ 'aria-label': STOREFRONT_TEXTS.common.close }}
      >
        <CatalogFilters search={search} facets={facets} onChange={onChange} headingOrder={3} />
        {total !== undefined && (
          <Button fullWidth mt="lg" onClick={close}>
            {T.showResults(total)}
          </Button>
        )}
      </Drawer>
    </>
  );
}
