import * as z from 'zod/mini';
import { readPositiveInt } from './catalog-search';

/**
 * `?product=<id>`: the product whose detail dialog is open, on every storefront page that can
 * open one (the catalogue reads it in readCatalogSearch, by the same rule).
 */
export const productDialogSearch = {
  product: z.optional(z.pipe(z.unknown(), z.transform(readPositiveInt))),
};
