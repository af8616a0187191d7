import { CHECKOUT_TEXTS } from './storefront-texts/checkout';
import { ORDER_PAGE_TEXTS } from './storefront-texts/order-page';
import { HOME_TEXTS } from './storefront-texts/home';

/**
 * Every shopper-facing text of the storefront, in one place so they can be checked against
 * docs/product/ (storefront.md, accounts.md, checkout.md, errors.md) and so a second language is
 * a second object of the same shape (`StorefrontTexts`). The texts documented there are
 * verbatim, typos included ('Please wait....', 'Out-Of-Stock', 'Some Error Occured').
 * Grouped by area; texts with a value in them are functions. Not `as const`: literal types would
 * make any other language's object a type error.
 */
export const STOREFRONT_TEXTS = {
  common: {
    /** The shop's name: the header's brand and the end of every storefront title. */
    shopName: 'Shop',
    pleaseWait: 'Please wait....',
    loading: 'Loading...',
    close: 'Close',
    closeDialog: 'Close dialog',
    closeNotification: 'Close notification',
    tryAgain: 'Try again',
    backToHome: 'Back to Home',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
  },

  // The frame of every page: skip link, header, navigation.
  layout: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    mobileNavigation: 'Mobile navigation',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    links: { home: 'Home', products: 'Products', about: 'About', contact: 'Contact' },
    cart: 'Cart',
    cartBadge: (lines: number) => `${lines} items in cart`,
    switchColorScheme: (next: 'light' | 'dark') => `Switch to ${next} mode`,
    login: 'Login',
  },

  catalog: {
    heading: 'Products',
    seeAllProducts: 'See all products',
    failedToFetchProducts: 'Failed to fetch products',
    failedToFetchCategories: 'Failed to fetch categories',
    noProducts: 'No products found',
    noProductsHint: 'Try another search or category, or clear the filter.',
    pastLastPage: 'This page is past the last page of products.',
    backToFirstPage: 'Go to page 1',

    filterProducts: 'Filter products',
    searchPlaceholder: 'Search Products',
    searchLabel: 'Search Products',
    categoryLabel: 'Category',
    allCategories: 'All',
    sortBy: 'Sort By',
    sortedBy: (order: 'asc' | 'desc') => `Sorted by price: ${order}`,
    clearFilter: 'Clear Filter',
    pagination: 'Pages',
    page: (page: number) => `Page ${page}`,
    nextPage: 'Next page',
    previousPage: 'Previous page',

    /** Read out before a struck-through price. */
    was: 'Was ',
    inStock: 'In Stock',
    outOfStock: 'Out-Of-Stock',
    productNotFound: 'This product is no longer in the shop.',
    productLookupFailed: 'The product could not be loaded.',
    lookingUpProduct: 'Looking up the product...',
    /** The product page: where it sits in the shop, and the way back from a missing one. */
    breadcrumbs: 'Breadcrumbs',
    backToProducts: 'Back to products',
  },

  cart: {
    addToCart: 'Add to Cart',
    stockOut: 'Stock Out',
    addedToCart: (product: string) => `${product} added to the cart`,
    removedFromCart: (product: string) => `${product} removed from cart`,
    outOfStock: 'Out of stock',
    quantityLimit: 'Quantity Reached to Limit',

    heading: 'Your Cart',
    empty: 'Your cart is empty',
    emptyHint: 'Add some products to get started',
    startShopping: 'Start Shopping',
    clearCart: 'Clear cart',
    items: 'Cart items',
    columns: { product: 'Product', price: 'Price', quantity: 'Quantity', total: 'Total' },
    remove: 'Remove',
    removeLine: (product: string) => `Remove ${product}`,
    decreaseQuantity: (product: string) => `Decrease quantity of ${product}`,
    quantityOf: (product: string) => `Quantity of ${product}`,
    increaseQuantity: (product: string) => `Increase quantity of ${product}`,

    summary: 'Order summary',
    subtotal: 'Subtotal',
    tax: 'Tax',
    taxRate: '0%',
    taxesNote: 'Taxes and shipping calculated at checkout',
    checkout: 'Checkout',
    continueShopping: 'Continue Shopping',
  },

  checkout: CHECKOUT_TEXTS,

  orders: {
    heading: 'Orders',
    loading: 'Loading orders',
    failedToFetch: 'Failed to fetch orders',
    /** The shop's server has no order list for shoppers (the course server): not a failure. */
    notOffered: 'Your order history is not available from this shop yet',
    none: 'You have not placed any order yet.',
    order: (orderId: number) => `Order #${orderId}`,
    /** Known statuses; the real server's free-text ones ("Order Accepted !") show as they are. */
    statuses: {
      pending_payment: 'Pending payment',
      paid: 'Paid',
      shipped: 'Shipped',
      completed: 'Completed',
      cancelled: 'Cancelled',
    } as Record<string, string>,
    paidBy: (method: string) => `Paid by ${method}`,
    noPayment: 'No payment recorded',
    total: (amount: string) => `Total ${amount}`,
    buyAgain: 'Buy again',
    buyAgainNothingAdded: 'Out of stock',
    buyAgainAdded: (added: number) => `${added} product${added > 1 ? 's' : ''} added to the cart`,
    buyAgainReduced: (reduced: number) => `${reduced} with less than before (stock left)`,
    buyAgainUnavailable: (unavailable: number) => `${unavailable} out of stock`,
  },

  // One order of the shopper (/profile/orders/<id>), and its printed receipt.
  orderPage: ORDER_PAGE_TEXTS,

  // Products kept for later: the heart on cards and in the dialog, the header link, /wishlist.
  wishlist: {
    add: (product: string) => `Add ${product} to wishlist`,
    remove: (product: string) => `Remove ${product} from wishlist`,
    link: 'Wishlist',
    badge: (count: number) => `${count} product${count === 1 ? '' : 's'} kept`,
    pageTitle: 'Wishlist',
    description:
      'Your wishlist at the Shop: products kept for later, with their price and stock now.',
    heading: 'Wishlist',
    guestNote: 'Kept on this device. Log in to keep your list with your account.',
    empty: 'Your wishlist is empty',
    emptyHint: 'Press the heart on a product to keep it here.',
    browse: 'Browse products',
    listLabel: 'Kept products',
    checking: 'Checking the price and stock...',
    lookupFailed: 'The current prices and stock could not be loaded.',
    keptAt: (price: string) => `Kept at ${price}`,
    priceDropped: 'Price dropped',
    backInStock: 'Back in stock',
    outOfStock: 'Out of stock',
    noLongerAvailable: 'No longer available',
    moveToCart: 'Move to cart',
    moveNamed: (product: string) => `Move ${product} to the cart`,
    removeButton: 'Remove',
    removed: (product: string) => `${product} removed from the wishlist`,
  },

  // The account menu, the profile with its addresses, signing in and out, the admin gate.
  account: {
    menuFor: (username: string) => `Account menu for ${username}`,
    orders: 'Order',
    adminPanel: 'Admin Panel',
    logOut: 'LogOut',
    signOutFailedPrefix: 'Could not sign out on the server: ',
    signOutNoAnswer: 'no answer',
    tooManySignIns: (seconds?: number) =>
      seconds
        ? `Too many sign-in attempts. Try again in ${seconds} seconds.`
        : 'Too many sign-in attempts. Try again later.',

    noEmail: 'No email on file',
    roles: 'Roles',
    roleLabels: { ROLE_USER: 'User', ROLE_SELLER: 'Seller', ROLE_ADMIN: 'Admin' } as Record<
      string,
      string
    >,

    addresses: {
      heading: 'Delivery addresses',
      add: 'Add Address',
      edit: 'Edit Address',
      loading: 'Loading addresses',
      failedToFetch: 'Failed to fetch user addresses',
      none: 'No address saved yet. Add one to use it at checkout.',
      deleteTitle: 'Delete address',
      confirmDelete: (name: string | undefined) => `Delete the address ${name}?`,
      deleted: 'Address deleted successfully',
      deleteFailed: 'Some Error Occured',
      selected: 'Selected',
      deliverHere: 'Deliver here',

      // The address form: its fields, its checks and what saving says.
      fields: {
        buildingName: 'Building Name',
        street: 'Street',
        city: 'City',
        state: 'State',
        pincode: 'Pincode',
        country: 'Country',
      },
      required: (label: string) => `*${label} is required`,
      tooShort: (label: string, min: number) => `*${label} must be at least ${min} characters`,
      tooLong: (label: string, max: number) => `*${label} must be at most ${max} characters`,
      save: 'Save Address',
      saved: 'Address saved successfully',
      saveRefused: 'The server could not save this address. Check the fields and try again.',
      deleteRefused:
        'The server could not delete this address. It may be used by an order you placed.',
    },

    // The login and register forms (docs/product/accounts.md#2-validation-messages).
    auth: {
      loginHeading: 'Login Here',
      registerHeading: 'Register Here',
      username: 'UserName',
      usernamePlaceholder: 'Enter your username',
      email: 'Email',
      emailPlaceholder: 'Enter your email',
      password: 'Password',
      passwordPlaceholder: 'Enter your password',
      login: 'Login',
      register: 'Register',
      noAccount: "Don't have an account?",
      signUpLink: 'SignUp',
      haveAccount: 'Already have an account?',
      loginLink: 'Login',
      loginSuccess: 'Login Success',
      registered: 'User Registered Successfully',
      messages: {
        usernameRequired: '*UserName is required',
        emailRequired: '*Email is required',
        passwordRequired: '*Password is required',
        passwordTooShort: 'Minimum 6 character is required',
        invalidEmail: 'Invalid email',
      },
    },

    noAccess: 'No access',
    noAccessText: 'The admin area is for administrators. Your account does not have access to it.',
    checkingSession: 'Checking your session…',
    sessionCheckFailed: 'Could not check your session',
    sessionNotConfirmed:
      'The server did not confirm who is signed in, so the admin area stays closed.',
  },

  home: HOME_TEXTS,

  // Messages of failed requests (src/api/errors.ts) and the page-level panels.
  errors: {
    default: 'An error occurred',
    /** What a form says when a failed request brings no message of its own. */
    internalServerError: 'Internal Server Error',
    network: 'Network error: the server could not be reached',
    aborted: 'The request was cancelled',
    parse: 'The server sent an answer that could not be read',
    maskedFailure:
      'The server could not complete this request. Check what you entered and try again.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    unexpected: 'An unexpected error has occured',
    pageNotFound: 'The page you are looking for does not exist.',
  },

  // Page identity: each page's title (before ' · Shop') and description.
  pageTitles: {
    home: 'Home',
    products: 'Products',
    productsInCategory: (category: string) => `${category} · Products`,
    productsSearch: (keyword: string) => `Search “${keyword}” · Products`,
    productsPage: (title: string, page: number) => `${title}, page ${page}`,
    productNotFound: 'Product not found',
    about: 'About us',
    contact: 'Contact us',
    cart: 'Cart',
    cartWithLines: (lines: number) => `Cart (${lines})`,
    checkout: 'Checkout',
    orderConfirmation: 'Order confirmation',
    orderConfirmed: (orderId: string | number) => `Order #${orderId} confirmed`,
    orderNotPlaced: 'Order not placed',
    login: 'Log in',
    register: 'Register',
    profile: 'My profile',
    orders: 'My orders',
    noAccess: 'No access',
    notFound: 'Page not found',
    error: 'Something went wrong',
  },
  pageDescriptions: {
    default: 'Shop: browse the catalogue, fill your cart and check out.',
    home: 'Shop: phones, fashion, TVs and furniture, with clear prices and honest stock levels.',
    products:
      'Browse every product of the Shop: filter by category, search by name and sort by price.',
    about: 'Who we are: a small online shop that believes buying things should be simple.',
    contact: 'Questions about an order or a product? Write to the Shop or find our address.',
    cart: 'Your cart at the Shop: change quantities, see the subtotal and go to checkout.',
    login: 'Log in to the Shop to check out, see your orders and manage your addresses.',
    register: 'Create a Shop account to check out and follow your orders.',
  },
  // The page a server sends when the catalogue did not answer in time (src/server).
  pageUnavailable: {
    title: 'This page is not available just now',
    body: 'The shop’s catalogue did not answer in time. Please try again in a minute.',
  },
};

/**
 * The shape every language of the storefront has: a second language is a second such object.
 * @public (kept for the language switch, which has no second catalogue yet)
 */
export type StorefrontTexts = typeof STOREFRONT_TEXTS;
