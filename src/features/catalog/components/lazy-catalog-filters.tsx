import { use, type ComponentProps } from 'react';
import type { CatalogFilters } from './catalog-filters';
import { loadCatalogFilters } from './catalog-filters-code';
// The panel is in the built page, which paints before its code arrives: its styles come with
// the page (the build adds a Mantine component's CSS beside its code, which is the panel's chunk:
// build/vite-plugin-mantine-css.ts). In dev, where the whole stylesheet loads, this repeats rules.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Slider.css';

/**
 * The narrowing panel beside the list, its code apart from the catalogue's first load: a phone
 * never shows it (HydrateWhen shownFrom keeps its built HTML unhydrated there) and so never loads
 * it; a wider screen loads it as React hydrates the panel, which keeps its built HTML, shown,
 * until then (a tap on it meanwhile is held: src/start-up/held-until-hydrated.tsx).
 */
export function LazyCatalogFilters(props: ComponentProps<typeof CatalogFilters>) {
  const { CatalogFilters: Panel } = loadCatalogFilters.loaded() ?? use(loadCatalogFilters());
  return <Panel {...props} />;
}
