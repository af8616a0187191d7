import { formatCount } from '../money';

/**
 * The storefront's texts for narrowing the catalogue and for related products
 * (docs/product/storefront.md#23a-narrowing-the-catalogue and #28a-related-products). Kept beside
 * `STOREFRONT_TEXTS` (storefront-texts.ts) in the same style: English, texts with a value in
 * them are functions.
 */
export const FACET_TEXTS = {
  filters: {
    /** The panel's (and the phone's drawer's) accessible name and title. */
    heading: 'Narrow the products',
    /** The phone's button that opens the drawer; the number of filters chosen beside it. */
    open: 'Filters',
    openWithCount: (count: number) => `Filters (${count} chosen)`,
    showResults: (count: number) =>
      count === 1 ? 'Show 1 product' : `Show ${formatCount(count)} products`,
    brand: 'Brand',
    allBrands: (count: number) => `Show all ${count} brands`,
    fewerBrands: 'Show fewer brands',
    /** A choice's label: its name and the number of products it would leave. */
    withCount: (name: string, count: number) => `${name} (${formatCount(count)})`,
    price: 'Price',
    priceFrom: 'From ($)',
    priceTo: 'To ($)',
    /** The slider's two thumbs. */
    priceFromThumb: 'Lowest price',
    priceToThumb: 'Highest price',
    priceAboveMax: 'The lowest price is above the highest: no product can be in between.',
    availability: 'Availability',
    inStockOnly: 'In stock only',
    /** Clears brand, price, stock and category; the search text stays. */
    reset: 'Reset filters',
    /** A server that answers without facets ignored these filters: say so, do not pretend. */
    notOffered:
      'This shop cannot narrow products by brand, price or stock yet, so the list below is not narrowed by them.',
    removeNotOffered: 'Remove those filters',
  },
  related: {
    heading: 'Related products',
  },
};
