import { createSpotlight } from '@mantine/spotlight';

/**
 * The palette's own store: the header's button opens it through this module, which arrives with
 * the palette's lazily loaded code, never with the storefront's.
 */
export const [paletteStore, palette] = createSpotlight();
