import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { ProductFacets } from '@/api/adapters';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import { narrowingCount, type CatalogSearch } from '../catalog-search';
import type { NarrowingChange } from './catalog-filters';

const T = FACET_TEXTS.filters;

// The drawer and the panel in it (Mantine's modal base, the checkboxes, the price range) load
// at the first press: most visits to the catalogue never open it.
const FiltersDrawerPanel = lazy(() =>
  import('./filters-drawer-panel').then((module) => ({ default: module.FiltersDrawerPanel })),
);

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
  // The drawer (Mantine's modal base: its portal, focus trap and scroll lock) enters the page at
  // the first press, not at every start: on the catalogue's first load it was a commit and
  // effects of its own after hydration, for a panel most visits never open. It stays mounted
  // after that, so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  const chosen = narrowingCount(search);
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          open();
        }}
        hiddenFrom="sm"
        aria-haspopup="dialog"
      >
        {chosen ? T.openWithCount(chosen) : T.open}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FiltersDrawerPanel
            opened={opened}
            onClose={close}
            search={search}
            facets={facets}
            total={total}
            onChange={onChange}
          />
        </Suspense>
      )}
    </>
  );
}
