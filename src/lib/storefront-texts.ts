/**
 * Every shopper-facing text of the storefront (spec sections 2, 4, 5, 8), in one place so they can
 * be checked against the spec. Texts the spec fixes are verbatim, typos included ('Please
 * wait....', 'Out-Of-Stock'); the rest are ours.
 */
export const STOREFRONT_TEXTS = {
  pleaseWait: 'Please wait....',
  loading: 'Loading...',
  productsHeading: 'Products',
  failedToFetchProducts: 'Failed to fetch products',
  failedToFetchCategories: 'Failed to fetch categories',
  noProducts: 'No products found',
  noProductsHint: 'Try another search or category, or clear the filter.',
  pastLastPage: 'This page is past the last page of products.',
  backToFirstPage: 'Go to page 1',

  searchPlaceholder: 'Search Products',
  searchLabel: 'Search Products',
  categoryLabel: 'Category',
  allCategories: 'All',
  sortBy: 'Sort By',
  sortedBy: (order: 'asc' | 'desc') => `Sorted by price: ${order}`,
  clearFilter: 'Clear Filter',
  pagination: 'Pages',

  addToCart: 'Add to Cart',
  stockOut: 'Stock Out',
  inStock: 'In Stock',
  outOfStock: 'Out-Of-Stock',
  close: 'Close',
  productNotFound: 'This product is no longer in the shop.',
  productLookupFailed: 'The product could not be loaded.',
  lookingUpProduct: 'Looking up the product...',

  addedToCart: (product: string) => `${product} added to the cart`,
  removedFromCart: (product: string) => `${product} removed from cart`,
  outOfStockToast: 'Out of stock',
  quantityLimit: 'Quantity Reached to Limit',

  cartHeading: 'Your Cart',
  cartEmpty: 'Your cart is empty',
  cartEmptyHint: 'Add some products to get started',
  startShopping: 'Start Shopping',
  columns: { product: 'Product', price: 'Price', quantity: 'Quantity', total: 'Total' },
  subtotal: 'Subtotal',
  tax: 'Tax',
  taxRate: '0%',
  taxesNote: 'Taxes and shipping calculated at checkout',
  checkout: 'Checkout',
  continueShopping: 'Continue Shopping',

  shop: 'Shop',
} as const;
