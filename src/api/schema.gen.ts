// Generated from openapi.yaml by `npm run api:generate`. Do not edit by hand.
export interface paths {
  '/public/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of products, filtered and sorted on the server */
    get: operations['getProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/products/keyword/{keyword}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products whose name contains the keyword
     * @description The real server answers status **302 with a JSON body** (no Location header).
     */
    get: operations['searchProductsByKeyword'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All categories */
    get: operations['getCategories'];
    put?: never;
    /**
     * Create a category
     * @description The shop calls this from the back office only; the mock backend requires ROLE_ADMIN.
     */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/categories/{categoryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a category */
    put: operations['updateCategory'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/categories/{categoryId}/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products of one category */
    get: operations['getProductsByCategory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/categories/{categoryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a category
     * @description The real server deletes the category's products with it (cascade), and answers the masked
     *     401 when one of them is in a cart or an order. A careful server (the mock's plain mode)
     *     refuses a category that still has products with 400. Either way the back office refuses
     *     to delete a category until `GET /public/categories/{categoryId}/products` says it has none.
     */
    delete: operations['deleteCategory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/categories/{categoryId}/product': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a product in a category
     * @description The server sets `specialPrice = price × (1 − discount/100)` (not rounded) and `image = default.png`.
     */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/products/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update a product
     * @description The server stores the `specialPrice` the client sends.
     */
    put: operations['updateProduct'];
    post?: never;
    /** Delete a product */
    delete: operations['deleteProduct'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Upload a product image
     * @description Stores the file under a new UUID name with the original extension.
     */
    put: operations['updateProductImage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/images/{imageName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product image by file name */
    get: operations['getImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a new user */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out (clears the session cookie) */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user (used to restore and check a session) */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the whole server cart with the browser cart */
    post: operations['replaceCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/carts/users/cart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's cart */
    get: operations['getUserCart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/carts/products/{productId}/quantity/{quantity}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a product to the server cart */
    post: operations['addProductToCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cart/products/{productId}/quantity/{operation}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a cart line by one */
    put: operations['updateCartQuantity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/carts/{cartId}/product/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a product from the server cart */
    delete: operations['removeProductFromCart'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's addresses */
    get: operations['getUserAddresses'];
    put?: never;
    /** Save a new address */
    post: operations['createAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/addresses/{addressId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update an address */
    put: operations['updateAddress'];
    post?: never;
    /** Delete an address */
    delete: operations['deleteAddress'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order/stripe-client-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a payment intent and return its client secret
     * @description The real server creates the intent for the `amount` it is sent and does not compare it
     *     with anything. A careful server (the mock server's plain mode) computes the amount from the
     *     signed-in user's server cart (rounded to the cent) and answers 400 "The amount does not
     *     match the cart" when `amount` differs; the intent it records (owner, amount, currency) is
     *     what `POST /order/users/payment/{paymentMethod}` later checks.
     */
    post: operations['createStripeClientSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order/users/payment/{paymentMethod}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn the server cart into an order after payment
     * @description Lowers stock and empties the cart. An empty cart is 400 "Cart is empty"; a missing address 404.
     *     The real server trusts `pgStatus` and `pgPaymentId` as sent: it does not ask the card
     *     processor, so the client must verify the payment before it calls this. A careful server
     *     (the mock server's plain mode) places the order only when `pgPaymentId` names a
     *     `succeeded` intent it issued to this user, for exactly the server cart's amount, not used
     *     by an earlier order (400 with the reason otherwise); the intent is then used up.
     */
    post: operations['placeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order/test-payments/{paymentIntentId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay a payment intent with a test card (mock server and staging builds only)
     * @description **Only on the mock server and staging builds; the real server has no such call** (there
     *     the card is confirmed by Stripe.js). The built-in test payment form sends the card number
     *     here; the test "bank" decides like Stripe's test mode: `4242 4242 4242 4242` pays,
     *     `4000 0000 0000 0002` is declined, `4000 0000 0000 9995` has insufficient funds. The intent
     *     must have been created for the signed-in user by `POST /order/stripe-client-secret`, and
     *     `clientSecret` must be its secret (else 404). A declined card leaves it
     *     `requires_payment_method` (200 with `error`); an intent already `succeeded` stays so.
     */
    post: operations['confirmTestPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/order/test-payments/{paymentIntentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a payment intent back (mock server and staging builds only)
     * @description **Only on the mock server and staging builds; the real server has no such call** (there
     *     the page asks Stripe.js, `retrievePaymentIntent`). The order confirmation page reads the
     *     intent before it places the order: only a `succeeded` intent for the expected amount in
     *     usd lets it. Someone else's intent, an unknown one or a wrong `client_secret` is 404.
     */
    get: operations['getTestPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's orders, newest first */
    get: operations['getUserOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All users */
    get: operations['getAdminUsers'];
    put?: never;
    /** Create a user */
    post: operations['createAdminUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user */
    get: operations['getAdminUser'];
    /** Update a user */
    put: operations['updateAdminUser'];
    post?: never;
    /** Delete a user */
    delete: operations['deleteAdminUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** All orders, newest first */
    get: operations['getAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/orders/{orderId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change an order's status */
    put: operations['updateOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dashboard totals, computed from the data */
    get: operations['getDashboardStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/statistics/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revenue and order counts over a period */
    get: operations['getSalesStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/statistics/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** User counts and registrations over the last 30 days */
    get: operations['getUserStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/statistics/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock levels, best sellers and products per category */
    get: operations['getProductStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/products/{productId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of a product's approved reviews, with its rating summary
     * @description **Extension** (docs/contract-changes.md). Only approved reviews; `summary` counts all of
     *     them whatever `stars` filters. A server without reviews answers the masked 401 or a 404.
     */
    get: operations['getProductReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write a review of a product the signed-in person bought and received
     * @description **Extension**. The review waits for the back office's approval (`status: pending`). One
     *     review per person and product: a second is a 400; someone who has no completed order
     *     with the product gets 403.
     */
    post: operations['createReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/reviews/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the signed-in person may review this product, and their review of it
     * @description **Extension**. `mayReview` is true for someone with a completed (received) order of the
     *     product who has not reviewed it yet; otherwise `reason` says why not. `review` is their
     *     own review in any status.
     */
    get: operations['getMyReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{reviewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change one's own review (it waits for approval again) */
    put: operations['updateReview'];
    post?: never;
    /** Delete one's own review */
    delete: operations['deleteReview'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reviews to moderate, filtered, searched and paged
     * @description **Extension**. `pendingCount` is the number of reviews waiting for a decision, whatever
     *     the filters (the dashboard's figure).
     */
    get: operations['getAdminReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reviews/{reviewId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Approve or reject one review
     * @description **Extension**. Many reviews are decided one call each; a review deleted meanwhile is a 404.
     */
    put: operations['moderateReview'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The real server's APIResponse; used for not-found, business rules and plain messages. */
    MessageResponse: {
      message: string;
      status?: boolean;
    };
    /** @description Bean validation: a flat map of field name to message, e.g. {"password": "size must be between 6 and 40"}. */
    ValidationErrors: {
      [key: string]: string;
    };
    /** @description Spring's error body, used for 401 and unexpected 5xx. */
    SpringError: {
      timestamp?: string;
      status: number;
      error: string;
      message?: string;
      path?: string;
    };
    PageMeta: {
      /** @description Zero-based */
      pageNumber: number;
      pageSize: number;
      totalElements: number;
      totalPages: number;
      lastPage: boolean;
    };
    /** @description The category embedded in a product */
    CategoryRef: {
      categoryId?: number;
      categoryName?: string;
      /** @description Alternative spelling of categoryId */
      id?: number;
      /** @description Alternative spelling of categoryName */
      name?: string;
    };
    /** @description Fields shared by both spellings of a product */
    ProductFields: {
      /** @description A bare file name (served by GET /images/{imageName}) or an absolute URL. */
      image?: string | null;
      description?: string | null;
      /** @description Stock; in a cart, the quantity in the cart */
      quantity?: number | null;
      price: number;
      discount?: number | null;
      /** @description The selling price; when missing the client shows 90% of price */
      specialPrice?: number | null;
      category?: components['schemas']['CategoryRef'];
      brand?: string | null;
      /** @description false means inactive (下架) in the back office; missing means active */
      active?: boolean;
      /** Format: date-time */
      createdAt?: string;
      rating?: components['schemas']['RatingSummary'];
    };
    /** @description A product (canonical spelling) */
    Product: components['schemas']['ProductFields'] & {
      productId: number;
      productName: string;
      soldQuantity?: number;
    };
    /** @description A product in the alternative spelling: id, name, sales */
    ProductAlt: components['schemas']['ProductFields'] & {
      id: number;
      name: string;
      sales?: number;
    };
    ProductResponse: components['schemas']['Product'] | components['schemas']['ProductAlt'];
    ProductPage: components['schemas']['PageMeta'] & {
      content: components['schemas']['ProductResponse'][];
    };
    /** @description One choice of a facet and how many products it would leave. */
    FacetValue: {
      value: string;
      count: number;
    };
    AvailabilityFacetValue: {
      /** @enum {string} */
      value: 'inStock' | 'outOfStock';
      count: number;
    };
    /**
     * @description **Extension** (docs/contract-changes.md), sent when `facets=true` was asked for. Each
     *     count is of the products that choice would leave **given the other filters** (a brand's
     *     count ignores the brand filter, keeps the category, keyword, price and stock filters), so
     *     choosing a second brand adds its count. Brands and categories are every one the shop has
     *     (a count of 0 included), sorted by name. `price` is the range of the selling prices the
     *     filters other than the price leave; null when they leave nothing.
     */
    ProductFacets: {
      brands: components['schemas']['FacetValue'][];
      categories: components['schemas']['FacetValue'][];
      availability: components['schemas']['AvailabilityFacetValue'][];
      price: {
        min: number | null;
        max: number | null;
      };
    };
    /** @description A page of the catalogue, with its facets when they were asked for and the server offers them. */
    ProductCataloguePage: components['schemas']['ProductPage'] & {
      facets?: components['schemas']['ProductFacets'];
    };
    /** @description GET /public/products's answer; a plain array from a server that does not page. */
    ProductCatalogueList:
      components['schemas']['ProductCataloguePage'] | components['schemas']['ProductResponse'][];
    /** @description A paged envelope or a plain array */
    ProductList: components['schemas']['ProductPage'] | components['schemas']['ProductResponse'][];
    ProductInput: {
      productName: string;
      description: string;
      price: number;
      discount?: number;
      /** @description At most the price (a careful server answers 400 otherwise) */
      specialPrice?: number;
      quantity: number;
      brand?: string;
      image?: string;
      /** @description false shows the product as inactive (下架) in the back office */
      active?: boolean;
    };
    CategoryAdminFields: {
      description?: string | null;
      productCount?: number;
      isActive?: boolean;
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      updatedAt?: string;
    };
    /** @description A category (canonical spelling); the admin fields are optional */
    Category: components['schemas']['CategoryAdminFields'] & {
      categoryId: number;
      categoryName: string;
    };
    /** @description A category in the alternative spelling: id, name */
    CategoryAlt: components['schemas']['CategoryAdminFields'] & {
      id: number;
      name: string;
    };
    CategoryResponse: components['schemas']['Category'] | components['schemas']['CategoryAlt'];
    CategoryPage: components['schemas']['PageMeta'] & {
      content: components['schemas']['CategoryResponse'][];
    };
    CategoryList:
      components['schemas']['CategoryPage'] | components['schemas']['CategoryResponse'][];
    /** @description The real server reads categoryName; the shop's admin screens name it name. Send both. */
    CategoryInput: {
      categoryName?: string;
      name?: string;
      description?: string;
      isActive?: boolean;
    };
    LoginRequest: {
      username: string;
      password: string;
    };
    SignupRequest: {
      username: string;
      /** Format: email */
      email: string;
      password: string;
      /** @description The roles asked for; null or absent is a shopper (the real server reads a Set<String>, null included). */
      role?: string[] | null;
    };
    /** @enum {string} */
    Role: 'ROLE_USER' | 'ROLE_SELLER' | 'ROLE_ADMIN';
    CurrentUser: {
      id: number;
      username: string;
      email?: string;
      roles: components['schemas']['Role'][];
    };
    /** @description The sign-in answer */
    UserInfoResponse: components['schemas']['CurrentUser'] & {
      /** @description The whole Set-Cookie string on the real server; absent when only cookie auth is used. */
      jwtToken?: string;
    };
    CartItemInput: {
      productId: number;
      /** @description At most 1,000 of one product and within its stock (a careful server; at most 100 lines) */
      quantity: number;
    };
    Cart: {
      cartId: number;
      totalPrice: number;
      products: components['schemas']['ProductResponse'][];
    };
    AddressFields: {
      street: string;
      city: string;
      state: string;
      country: string;
    };
    /** @description An address (canonical spelling) */
    Address: components['schemas']['AddressFields'] & {
      addressId: number;
      buildingName: string;
      pincode: string;
    };
    /** @description An address in the alternative spelling: building, zipCode */
    AddressAlt: components['schemas']['AddressFields'] & {
      addressId: number;
      building: string;
      zipCode: string;
    };
    AddressResponse: components['schemas']['Address'] | components['schemas']['AddressAlt'];
    /**
     * @description The shop's wire format is `street, building, city, state, country, zipCode`; the real
     *     server reads `buildingName` and `pincode`. The client sends both spellings; the server
     *     accepts either. Real server rules: street ≥ 5, buildingName ≥ 5, city ≥ 4, state ≥ 2,
     *     country ≥ 2, pincode ≥ 5 characters.
     */
    AddressInput: {
      street: string;
      building?: string;
      buildingName?: string;
      city: string;
      state: string;
      country: string;
      zipCode?: string;
      pincode?: string;
    };
    StripePaymentRequest: {
      /** @description The total in cents (total × 100) */
      amount: number;
      /** @constant */
      currency: 'usd';
      /** @description The buyer's email. Later server versions read it to find or create the Stripe customer; the deployed server version ignores it. */
      email?: string;
      /** @description The buyer's name, for the Stripe customer (later server versions; ignored by the deployed version). */
      name?: string;
      /** @description The billing address for the Stripe customer. Later server versions fail without it (masked 401); the deployed version ignores it. */
      address?: {
        street?: string;
        city?: string;
        state?: string;
        pincode?: string;
        country?: string;
      };
    };
    ClientSecretResponse: {
      clientSecret: string;
    };
    TestPaymentConfirmation: {
      /** @description The intent's client secret */
      clientSecret: string;
      /** @description The card number, digits (spaces are ignored) */
      cardNumber: string;
    };
    TestPaymentIntent: {
      id: string;
      /** @enum {string} */
      status: 'requires_payment_method' | 'succeeded';
      /** @description In cents */
      amount: number;
      /** @example usd */
      currency: string;
      /** @description Why the last attempt failed, in Stripe's words (for example "Your card was declined.") */
      error?: string;
    };
    OrderRequest: {
      addressId: number;
      /** @example Stripe */
      pgName: string;
      /** @description The payment intent id */
      pgPaymentId: string;
      /** @example succeeded */
      pgStatus: string;
      pgResponseMessage: string;
    };
    /**
     * @description The status set the server accepts on update.
     * @enum {string}
     */
    OrderStatus: 'pending_payment' | 'paid' | 'shipped' | 'completed' | 'cancelled';
    /** @enum {string} */
    PaymentStatus: 'pending' | 'completed' | 'failed';
    Payment: {
      paymentId?: number;
      paymentMethod: string;
      pgPaymentId?: string | null;
      pgStatus?: string | null;
      pgResponseMessage?: string | null;
      pgName?: string | null;
    };
    OrderItem: {
      orderItemId: number;
      product: components['schemas']['ProductResponse'];
      quantity: number;
      discount?: number;
      orderedProductPrice: number;
    };
    ShippingAddress: {
      street: string;
      city: string;
      state: string;
      zipCode: string;
      country: string;
    };
    /**
     * @description The real server's OrderDTO. `orderStatus` is a free string on the real server ("Order
     *     Accepted !", "Shipped" ...); the display tolerates any value. The fields after `addressId`
     *     are optional extensions the back office shows when present (the mock backend fills them).
     */
    Order: {
      orderId: number;
      email: string;
      orderItems: components['schemas']['OrderItem'][];
      /**
       * Format: date
       * @description YYYY-MM-DD
       */
      orderDate: string;
      payment?: components['schemas']['Payment'];
      totalAmount: number;
      orderStatus: string;
      addressId?: number | null;
      customerName?: string;
      customerPhone?: string | null;
      paymentStatus?: components['schemas']['PaymentStatus'];
      trackingNumber?: string | null;
      shippingAddress?: components['schemas']['ShippingAddress'];
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      paidAt?: string | null;
      /** Format: date-time */
      shippedAt?: string | null;
      /** Format: date-time */
      deliveredAt?: string | null;
      /** Format: date-time */
      updatedAt?: string;
    };
    /** @description An order line in the alternative spelling: id, name (or productName), price */
    OrderItemAlt: {
      id: number;
      productId?: number;
      name?: string;
      productName?: string;
      quantity: number;
      price: number;
    };
    /**
     * @description An order in the alternative spelling (the back office's own: id, orderNumber, status,
     *     items, customerEmail). `orderNumber`, when sent, is the number people see; `id` is the one
     *     the status change is sent to.
     */
    OrderAlt: {
      id: number;
      orderNumber?: string;
      status: string;
      items: components['schemas']['OrderItemAlt'][];
      customerEmail: string;
      customerName?: string;
      customerPhone?: string | null;
      totalAmount: number;
      paymentMethod?: string;
      paymentStatus?: components['schemas']['PaymentStatus'];
      trackingNumber?: string | null;
      shippingAddress?: components['schemas']['ShippingAddress'];
      /** Format: date-time */
      createdAt?: string;
      /** Format: date-time */
      paidAt?: string | null;
      /** Format: date-time */
      shippedAt?: string | null;
      /** Format: date-time */
      deliveredAt?: string | null;
      /** Format: date-time */
      updatedAt?: string;
    };
    OrderResponse: components['schemas']['Order'] | components['schemas']['OrderAlt'];
    OrderPage: components['schemas']['PageMeta'] & {
      content: components['schemas']['OrderResponse'][];
    };
    OrderList: components['schemas']['OrderPage'] | components['schemas']['OrderResponse'][];
    OrderStatusUpdate: {
      status: components['schemas']['OrderStatus'];
    };
    AdminUser: {
      id: number;
      username: string;
      email: string;
      firstName?: string | null;
      lastName?: string | null;
      phone?: string | null;
      active: boolean;
      roles: components['schemas']['Role'][];
      /** Format: date-time */
      createdAt: string;
      totalOrders: number;
      totalSpent: number;
    };
    AdminUserPage: components['schemas']['PageMeta'] & {
      content: components['schemas']['AdminUser'][];
    };
    AdminUserList: components['schemas']['AdminUserPage'] | components['schemas']['AdminUser'][];
    AdminUserUpdate: {
      username: string;
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      phone?: string | null;
      active?: boolean;
      roles?: components['schemas']['Role'][];
    };
    AdminUserCreate: components['schemas']['AdminUserUpdate'] & {
      password: string;
    };
    /**
     * @description **Extension** (docs/contract-changes.md): the average stars and the number of approved
     *     reviews. On a product it is optional: a server without reviews does not send it.
     */
    RatingSummary: {
      /** @description 0 when there is no review */
      average: number;
      count: number;
    };
    StarCount: {
      stars: number;
      count: number;
    };
    /** @description The rating summary with the number of approved reviews per star, five down to one. */
    ReviewSummary: components['schemas']['RatingSummary'] & {
      distribution: components['schemas']['StarCount'][];
    };
    /**
     * @default newest
     * @enum {string}
     */
    ReviewSort: 'newest' | 'highest' | 'lowest';
    /** @enum {string} */
    ReviewStatus: 'pending' | 'approved' | 'rejected';
    /** @description **Extension**: an approved review as shoppers see it. Title and text are plain text. */
    Review: {
      reviewId: number;
      productId: number;
      rating: number;
      title: string;
      text: string;
      /** @description The writer's user name */
      author: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt?: string;
    };
    /** @description A review as its writer and the back office see it, with its status. */
    OwnReview: components['schemas']['Review'] & {
      status: components['schemas']['ReviewStatus'];
    };
    AdminReview: components['schemas']['OwnReview'] & {
      productName: string;
      userId: number;
    };
    ReviewPage: components['schemas']['PageMeta'] & {
      content: components['schemas']['Review'][];
      summary: components['schemas']['ReviewSummary'];
    };
    AdminReviewPage: components['schemas']['PageMeta'] & {
      content: components['schemas']['AdminReview'][];
      pendingCount: number;
    };
    /**
     * @description Stars 1 to 5, a title of 1 to 100 characters and a text of 1 to 2000 (each trimmed;
     *     blank is empty). Markup is kept as typed and always shown as text.
     */
    ReviewInput: {
      rating: number;
      title: string;
      text: string;
    };
    ReviewEligibility: {
      mayReview: boolean;
      /**
       * @description Why not, when `mayReview` is false.
       * @enum {string|null}
       */
      reason?: 'notBought' | 'alreadyReviewed' | null;
      /** @description The person's own review of the product, in any status. */
      review?: components['schemas']['OwnReview'] | null;
    };
    ReviewDecision: {
      /** @enum {string} */
      status: 'approved' | 'rejected';
    };
    DashboardStats: {
      totalUsers: number;
      totalProducts: number;
      totalOrders: number;
      totalRevenue: number;
      newUsersToday: number;
      ordersToday: number;
      todayRevenue: number;
    };
    SalesPoint: {
      /** @description YYYY-MM-DD; YYYY-MM-DDTHH:00 for the day period, YYYY-MM for the year period */
      date: string;
      revenue: number;
      orders: number;
    };
    SalesStats: {
      /** @enum {string} */
      period: 'day' | 'week' | 'month' | 'year';
      totalRevenue: number;
      totalOrders: number;
      averageOrderValue: number;
      points: components['schemas']['SalesPoint'][];
    };
    CountPoint: {
      /** Format: date */
      date: string;
      count: number;
    };
    UserStats: {
      totalUsers: number;
      activeUsers: number;
      inactiveUsers: number;
      adminUsers: number;
      newUsersToday: number;
      /** @description New users per day over the last 30 days */
      registrations: components['schemas']['CountPoint'][];
    };
    TopProduct: {
      productId: number;
      productName: string;
      soldQuantity: number;
      revenue: number;
    };
    CategoryCount: {
      categoryId: number;
      categoryName: string;
      productCount: number;
    };
    ProductStats: {
      totalProducts: number;
      activeProducts: number;
      outOfStock: number;
      /** @description Stock between 1 and 9 */
      lowStock: number;
      inactiveProducts: number;
      topProducts: components['schemas']['TopProduct'][];
      byCategory: components['schemas']['CategoryCount'][];
    };
  };
  responses: {
    /** @description A business rule (`MessageResponse`) or bean validation (`ValidationErrors`) */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json':
          components['schemas']['MessageResponse'] | components['schemas']['ValidationErrors'];
      };
    };
    /**
     * @description Not signed in, or the session expired (`path` is the called path). The real server also
     *     answers **every error it does not handle** with 401 and `"path": "/error"`, even for a
     *     signed-in user (entity validation at persist, a missing server cart, a foreign-key failure,
     *     a Stripe error, an unknown `sortBy`, malformed JSON, 404/405/413/415):
     *     `{"path":"/error","error":"Unauthorized","message":"Full authentication is required to access this resource","status":401}`.
     *     Such a 401 is a failed request, not proof that the session is gone.
     */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SpringError'];
      };
    };
    /** @description Signed in without the required role. The real server defines no body. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content?: never;
    };
    /**
     * @description **Extension**: the review is not this person's to write, change or delete (no completed
     *     order of the product, or another person's review).
     */
    ReviewRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['MessageResponse'];
      };
    };
    /** @description Not found, for example {"message": "Product not found with productId: 5", "status": false} */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['MessageResponse'];
      };
    };
    /** @description Unexpected failure (Spring's default error body) */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SpringError'];
      };
    };
  };
  parameters: {
    /** @description The intent's id, the part of the client secret before `_secret_` */
    PaymentIntentId: string;
    /** @description Zero-based page index. */
    pageNumber: number;
    /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
    pageSize: number;
    /**
     * @description The product field to sort by. The storefront's lists send `price`, the back office's
     *     product list `productId`. The real server sorts by any field of its product entity; an
     *     unknown one fails there (the masked 401 of the Unauthorized response).
     */
    sortBy: string;
    /** @description `asc`; anything else sorts descending. */
    sortOrder: string;
    productId: number;
    categoryId: number;
    addressId: number;
    userId: number;
    reviewId: number;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getProducts: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
        /**
         * @description The product field to sort by. The storefront's lists send `price`, the back office's
         *     product list `productId`. The real server sorts by any field of its product entity; an
         *     unknown one fails there (the masked 401 of the Unauthorized response).
         */
        sortBy?: components['parameters']['sortBy'];
        /** @description `asc`; anything else sorts descending. */
        sortOrder?: components['parameters']['sortOrder'];
        /** @description Category name (case-insensitive exact match). */
        category?: string;
        /** @description Case-insensitive substring of the product name. */
        keyword?: string;
        /**
         * @description **Extension** (docs/contract-changes.md): products of any of these brands
         *     (case-insensitive exact match; repeat the parameter for more than one). A brand no
         *     product has matches nothing. The course server ignores it.
         */
        brand?: string[];
        /**
         * @description **Extension**: selling price (the special price) at least this many dollars. Above
         *     `maxPrice` nothing matches (an empty page, not an error). The course server ignores it.
         */
        minPrice?: number;
        /** @description **Extension**: selling price at most this many dollars. The course server ignores it. */
        maxPrice?: number;
        /** @description **Extension**: `true` keeps only products with stock (quantity above 0). The course server ignores it. */
        inStock?: boolean;
        /**
         * @description **Extension**: `true` adds `facets` to the page: for each brand, category and
         *     availability the number of products that choice would leave given the other filters,
         *     and the price range of the products the other filters leave. A server that answers
         *     without `facets` does not offer the extension's filters (the course server ignores
         *     all of them and answers the unfiltered list).
         */
        facets?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. `image` is a full URL on this endpoint of the real server. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductCatalogueList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  searchProductsByKeyword: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
        /**
         * @description The product field to sort by. The storefront's lists send `price`, the back office's
         *     product list `productId`. The real server sorts by any field of its product entity; an
         *     unknown one fails there (the masked 401 of the Unauthorized response).
         */
        sortBy?: components['parameters']['sortBy'];
        /** @description `asc`; anything else sorts descending. */
        sortOrder?: components['parameters']['sortOrder'];
      };
      header?: never;
      path: {
        keyword: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Found (the real server's status for a successful search) */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  getCategories: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
        sortBy?: string;
        /** @description `asc`; anything else sorts descending. */
        sortOrder?: components['parameters']['sortOrder'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The categories, paged or as a plain array */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryList'];
        };
      };
      /** @description Quirk: an empty category table answers 400 "No category created till now." */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  createCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  updateCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        categoryId: components['parameters']['categoryId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryInput'];
      };
    };
    responses: {
      /** @description Updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getProductsByCategory: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
        /**
         * @description The product field to sort by. The storefront's lists send `price`, the back office's
         *     product list `productId`. The real server sorts by any field of its product entity; an
         *     unknown one fails there (the masked 401 of the Unauthorized response).
         */
        sortBy?: components['parameters']['sortBy'];
        /** @description `asc`; anything else sorts descending. */
        sortOrder?: components['parameters']['sortOrder'];
      };
      header?: never;
      path: {
        categoryId: components['parameters']['categoryId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductList'];
        };
      };
      /** @description Quirk: a category with no products answers 400 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        categoryId: components['parameters']['categoryId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted category */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  createProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        categoryId: components['parameters']['categoryId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductInput'];
      };
    };
    responses: {
      /** @description Updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateProductImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description An image file. A careful server judges it by its first bytes (PNG, JPEG, WebP
           *     or GIF, at most 1 MB) and answers anything else with 400 "Only PNG, JPEG, WebP
           *     or GIF images are accepted", whatever its name or declared type.
           */
          image: string;
        };
      };
    };
    responses: {
      /** @description The product with its new image name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        imageName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description The image, typed by its bytes, with `X-Content-Type-Options: nosniff` and
       *     `Content-Security-Policy: default-src 'none'; sandbox` on a careful server.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
          'image/png': string;
          'image/jpeg': string;
          'image/webp': string;
          'image/gif': string;
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /**
       * @description Signed in. Sets the session cookie. `jwtToken` holds the whole Set-Cookie string
       *     (not the bare token) on the real server.
       */
      200: {
        headers: {
          /** @description springBootEcom=<jwt>; Path=/api; Max-Age=86400; HttpOnly */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserInfoResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description Bad credentials (later server versions) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['MessageResponse'] | components['schemas']['SpringError'];
        };
      };
      /** @description Bad credentials (the deployed server version; later ones answer 401): {"message":"Bad credentials","status":false} */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /**
       * @description Too many failed sign-ins (a careful server; the real one does not throttle): after 5
       *     failures for one username or from one client within 5 minutes, every sign-in for it is
       *     refused until the oldest failure is 5 minutes old. `Retry-After` gives the seconds;
       *     the body is {"message":"Too many sign-in attempts. Try again in N seconds.","status":false}.
       */
      429: {
        headers: {
          /** @description Seconds until a sign-in is allowed again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignupRequest'];
      };
    };
    responses: {
      /** @description Registered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      /** @description Name or email taken ({"message": "Error: Username is already taken!"}) or the field map */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['MessageResponse'] | components['schemas']['ValidationErrors'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      200: {
        headers: {
          /** @description springBootEcom=; Path=/api; Max-Age=0 */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      500: components['responses']['ServerError'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentUser'];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  replaceCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CartItemInput'][];
      };
    };
    responses: {
      /**
       * @description Plain text, for example "Cart created/updated with the new items successfully". When the
       *     request's `Accept` lists `application/json` first, the real server labels the same text
       *     `application/json` and sends it raw, unquoted (not a JSON string): read the body as text.
       */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/json': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getUserCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cart; each product's `quantity` is the quantity in the cart */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  addProductToCart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
        quantity: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cart */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateCartQuantity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
        /** @description `delete` lowers the quantity by one; anything else raises it by one. */
        operation: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cart */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cart'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  removeProductFromCart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cartId: number;
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description Plain text, for example "Product X removed from the cart !!!". When the request's
       *     `Accept` lists `application/json` first, the real server labels the same text
       *     `application/json` and sends it raw, unquoted (not a JSON string): read the body as text.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/json': string;
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getUserAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain array */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressResponse'][];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  createAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressInput'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  updateAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        addressId: components['parameters']['addressId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddressInput'];
      };
    };
    responses: {
      /** @description Updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        addressId: components['parameters']['addressId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description Plain text, for example "Address deleted successfully with addressId: 3". When the
       *     request's `Accept` lists `application/json` first, the real server labels the same text
       *     `application/json` and sends it raw, unquoted (not a JSON string): read the body as text.
       */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/json': string;
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  createStripeClientSecret: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StripePaymentRequest'];
      };
    };
    responses: {
      /**
       * @description The client secret `pi_..._secret_...` as **plain text** (the real server). When the
       *     request's `Accept` lists `application/json` first, the real server labels the same text
       *     `application/json` and sends it raw, unquoted (not a JSON string): read the body as text.
       *     The client also accepts a JSON `{clientSecret}`.
       */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
          'application/json': string | components['schemas']['ClientSecretResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  placeOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentMethod: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderRequest'];
      };
    };
    responses: {
      /** @description The order */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  confirmTestPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The intent's id, the part of the client secret before `_secret_` */
        paymentIntentId: components['parameters']['PaymentIntentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestPaymentConfirmation'];
      };
    };
    responses: {
      /** @description The intent after the attempt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestPaymentIntent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getTestPayment: {
    parameters: {
      query: {
        client_secret: string;
      };
      header?: never;
      path: {
        /** @description The intent's id, the part of the client secret before `_secret_` */
        paymentIntentId: components['parameters']['PaymentIntentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The intent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestPaymentIntent'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getUserOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A plain array */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'][];
        };
      };
      401: components['responses']['Unauthorized'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminUsers: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Paged or a plain array */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserList'];
        };
      };
      /** @description Paging out of range (pageNumber below 0, pageSize outside 1 to 1000; a careful server) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  createAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUserCreate'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: components['parameters']['userId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUser'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: components['parameters']['userId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUserUpdate'];
      };
    };
    responses: {
      /** @description Updated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: components['parameters']['userId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminOrders: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
        sortBy?: string;
        /** @description `asc`; anything else sorts descending. */
        sortOrder?: components['parameters']['sortOrder'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Paged or a plain array */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderList'];
        };
      };
      /** @description Paging out of range (pageNumber below 0, pageSize outside 1 to 1000; a careful server) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  updateOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderStatusUpdate'];
      };
    };
    responses: {
      /** @description The order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getDashboardStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStats'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getSalesStatistics: {
    parameters: {
      query?: {
        period?: 'day' | 'week' | 'month' | 'year';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One point per hour of today (day), per day (week: 7, month: 30) or per month (year: 12) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesStats'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getUserStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserStats'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getProductStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductStats'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  getProductReviews: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        pageSize?: number;
        /** @description `newest` (default), `highest` or `lowest` (stars, then newest first). */
        sort?: components['schemas']['ReviewSort'];
        /** @description Only the reviews with this many stars. */
        stars?: number;
      };
      header?: never;
      path: {
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page and the summary */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  createReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewInput'];
      };
    };
    responses: {
      /** @description The review, pending */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnReview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ReviewRefused'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getMyReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: components['parameters']['productId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The answer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewEligibility'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  updateReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewInput'];
      };
    };
    responses: {
      /** @description The review, pending */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnReview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['ReviewRefused'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  deleteReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['ReviewRefused'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminReviews: {
    parameters: {
      query?: {
        /** @description Zero-based page index. */
        pageNumber?: components['parameters']['pageNumber'];
        /** @description Page size. The server default differs between versions (50 or 10); the client always sends it. */
        pageSize?: components['parameters']['pageSize'];
        status?: components['schemas']['ReviewStatus'];
        stars?: number;
        /** @description Case-insensitive part of the title, the text, the author or the product's name. */
        keyword?: string;
        sortBy?: 'createdAt' | 'rating';
        /** @description `asc`; anything else sorts descending. */
        sortOrder?: components['parameters']['sortOrder'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReviewPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      500: components['responses']['ServerError'];
    };
  };
  moderateReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewDecision'];
      };
    };
    responses: {
      /** @description The review with its new status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      500: components['responses']['ServerError'];
    };
  };
}
