/**
 * The storefront's texts for finding things (docs/product/storefront.md#23-filter-bar and
 * #3b-recently-viewed): the search box's suggestions and the recently viewed products. Kept
 * beside `STOREFRONT_TEXTS` (storefront-texts.ts) in the same style: English, verbatim from the
 * docs, texts with a value in them are functions.
 */
export const FINDER_TEXTS = {
  suggestions: {
    /** The list's accessible name. */
    label: 'Product suggestions',
    searching: 'Looking for products...',
    noProducts: 'No products found',
    failed: 'Suggestions are not available right now. Press Enter to search all products.',
    /** Read out when the suggestions arrive (the list itself is not announced). */
    count: (count: number) =>
      count === 1
        ? '1 product suggested. Use the arrow keys to choose it.'
        : `${count} products suggested. Use the arrow keys to choose one.`,
  },

  recentlyViewed: {
    /** On the home page, below the products. */
    heading: 'Recently viewed',
    /** On a product's page: the others the shopper opened. */
    productPageHeading: 'You looked at',
    clear: 'Clear',
    clearLabel: 'Clear recently viewed products',
  },
};
