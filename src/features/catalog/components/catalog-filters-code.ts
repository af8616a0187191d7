import { DEFAULT_THEME } from '@mantine/core';
import { loadOnce } from '@/lib/load-once';

/**
 * The narrowing panel's code (its checkboxes, the price slider and fields), loaded once. The
 * products route's loader waits for it where the panel is shown: on the server, whose render
 * cannot wait for code in its middle, and in a browser wide enough, so a page the browser
 * renders itself (a filtered list, a navigation) shows the panel with the list, as before.
 */
export const loadCatalogFilters = loadOnce(() => import('./catalog-filters'));

/**
 * Where the panel is in the page: on the server, which renders it for every screen, and in a
 * browser from Mantine's `sm` up (catalog-page.tsx shows it there).
 */
export const catalogFiltersShown = () =>
  typeof window === 'undefined' ||
  window.matchMedia(`(min-width: ${DEFAULT_THEME.breakpoints.sm})`).matches;
