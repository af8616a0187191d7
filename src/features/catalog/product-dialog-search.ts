import { readPositiveInt } from './catalog-search';

/**
 * `?product=<id>`: the product whose detail dialog is open, on every storefront page that can
 * open one (the catalogue reads it in readCatalogSearch, by the same rule). A plain reader, not
 * a zod schema: the home page's route validates with it while the app starts, and building a
 * zod schema there costs a phone's start-up time (docs/decisions/0020).
 */
export interface ProductDialogSearch {
  product?: number | undefined;
}

export const readProductDialogSearch = (search: { product?: unknown }): ProductDialogSearch => ({
  product: readPositiveInt(search.product),
});
