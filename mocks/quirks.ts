import { getResponse, http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { currentUser, requireAdmin, requireUser } from './auth';
import { queryProducts } from './db/catalogue';
import { commit, db } from './db/database';
import { toAdminUserDto, toCategoryDto, toOrderDto } from './db/serializers';
import type { OrderRow, ProductRow } from './db/types';
import { handlers } from './handlers';
import { trustingPaymentHandlers } from './handlers/orders';
import { API_PREFIX, http, strictIds } from './http';
import {
  badRequest,
  MALFORMED_JSON,
  maskedUnauthorized,
  malformedBody,
  notFound,
  readJson,
  validationFailed,
} from './responses';
import { isRecord } from './validation';

/**
 * Quirks mode: the standalone mock server answering like the real Spring Boot backend where it
 * is odd, on top of what the default handlers already do
 * faithfully (201 plain-text client secret, `jwtToken` = the whole Set-Cookie string, 404 "Bad
 * credentials", 302 keyword search with a JSON body, full image URLs only from GET
 * /public/products, 400 "No category created till now." for an empty table).
 *
 * Switched on with `npm run mock:server -- --quirks`, or with `POST /__mock/quirks?on=1` (`on=0` off)
 * on a server started with `--control`.
 * It is three layers:
 *   - `quirkHandlers`, prepended to the handlers (the masked 401s of the handlers' operations, the
 *     cascade delete, the admin lists, the free-string order status, the keyword search's 400);
 *     a quirk handler that has nothing to say returns undefined and the default handler answers;
 *   - `applyQuirks`, a rewrite of the answer on its way out (the plain DTO shapes, the cookie,
 *     unrounded totals, the plain-text answers labelled JSON, malformed JSON as the masked 401);
 *   - in mocks/server.ts, what happens before any handler: cookie-only auth, exact-origin CORS,
 *     the masked 401 for 404/405/413/415 and any crash, images at /images/<name>.
 * Everything it answers is still valid against openapi.yaml.
 *
 * The masked 401 (the most important fact about the real server): every exception its
 * @RestControllerAdvice does not turn into a body is forwarded to /error, which its security chain
 * does not permit, so it is answered 401 {"path":"/error","error":"Unauthorized","message":"Full
 * authentication is required to access this resource","status":401}, even for a signed-in user.
 * An anonymous call to a protected path keeps the normal 401 with its own path.
 */

export interface QuirkDescription {
  name: string;
  description: string;
}

/** What quirks mode changes (printed by `npm run mock:server -- --quirks`). */
export const quirkList: QuirkDescription[] = [
  {
    name: 'plain products',
    description:
      'Products carry only the Java DTO fields: no soldQuantity, createdAt, active, brand.',
  },
  {
    name: 'plain orders',
    description:
      'Orders carry only orderId, email, orderItems, orderDate, payment, totalAmount, orderStatus, addressId.',
  },
  {
    name: 'Order Accepted !',
    description:
      'A new order has orderStatus "Order Accepted !"; the status update takes any string.',
  },
  {
    name: 'admin lists as arrays',
    description:
      'GET /admin/users and GET /admin/orders answer every row as a plain array, no paging.',
  },
  {
    name: 'Spring cookie',
    description:
      'The sign-in cookie (and jwtToken) is Spring\'s ResponseCookie string: "springBootEcom=<jwt>; Path=/api; Max-Age=86400; Expires=<date>".',
  },
  {
    name: 'masked 401',
    description:
      'Every unhandled error answers 401 {"path":"/error","error":"Unauthorized","message":"Full authentication is required to access this resource","status":401}, signed in or not: the minimum lengths at persist (category name 5, product name 3, product description 6, address street and buildingName 5, city 4, state and country 2, pincode 5; create and update), the server cart of a user who has none, foreign-key failures (a product in an order; a category whose products are in a cart or an order; an address an order uses), a client secret under 50 cents, an unknown sortBy, malformed JSON, a wrong content type (415), a wrong method (405), a path with no mapping (404), an upload over 1 MB (413), any crash. An anonymous call to a protected path keeps the normal 401 with its own path.',
  },
  {
    name: 'no server cart until created',
    description:
      'A user has no server cart until POST /cart/create (no seeded user has one, user1 included): GET /carts/users/cart, PUT /cart/products/…, POST /carts/products/… and DELETE /carts/… answer the masked 401 until then.',
  },
  {
    name: 'plain text by Accept',
    description:
      'Cart create, client secret, cart-item delete and address delete answer text/plain for Accept */* (or none), but application/json with the raw, unquoted text when Accept lists application/json first.',
  },
  {
    name: 'empty results are 400',
    description:
      'A keyword search with no hit is 400 "Products not found with keyword: <kw>"; a category with no products is 400 (like plain mode).',
  },
  {
    name: 'plain categories',
    description:
      'Categories carry only categoryId and categoryName; products have no category either.',
  },
  {
    name: 'cascade delete',
    description: 'Deleting a category (with no foreign-key failure) deletes its products with it.',
  },
  {
    name: 'unrounded doubles',
    description:
      "specialPrice is price × (1 − discount/100) unrounded (29.99 at 10 % → 26.991); cart totalPrice and a new order's totalAmount and orderedProductPrice are unrounded sums.",
  },
  {
    name: 'cookie-only auth',
    description:
      'Authorization: Bearer is ignored; only the springBootEcom cookie signs a call in.',
  },
  {
    name: 'exact-origin CORS',
    description:
      'Only the configured origins (--allowed-origin, default http://localhost:5173 and http://localhost:3000) get CORS headers with credentials; any other Origin gets 403 "Invalid CORS request".',
  },
  {
    name: 'no stock or cart limits',
    description:
      'POST /cart/create stores the lines as sent: the same product twice stays two lines, no stock check, no caps (plain mode: at most 100 lines and 1,000 of one product), inactive products too; the cart operations have no caps or active check either. An order takes the stock without checking it, so stock goes negative (oversold); plain mode re-checks every line (active, in stock, lines of one product summed) and refuses with 400.',
  },
  {
    name: 'no sign-in throttle',
    description:
      'Failed sign-ins are never throttled (plain mode: 429 with Retry-After after 5 failures for one username or one client within 5 minutes).',
  },
  {
    name: 'images outside /api',
    description:
      'GET /public/products gives image URLs under /images/ (not /api); /images/default.png does not exist (404), so the app shows its placeholder. /api/images/{name} still works.',
  },
];

/** The minimum lengths the real server's entities enforce at persist. */
export const MIN_LENGTHS = {
  category: { categoryName: 5 },
  product: { productName: 3, description: 6 },
  address: { street: 5, buildingName: 5, city: 4, state: 2, country: 2, pincode: 5 },
} as const;

/** Sort fields the real entities have; any other sortBy fails in the repository (masked 401). */
const PRODUCT_SORT_FIELDS = new Set([
  'productId',
  'productName',
  'image',
  'description',
  'quantity',
  'price',
  'discount',
  'specialPrice',
]);
const CATEGORY_SORT_FIELDS = new Set(['categoryId', 'categoryName']);

/** Stripe's minimum charge in usd, in cents. */
export const STRIPE_MINIMUM_CENTS = 50;

export const NEW_ORDER_STATUS = 'Order Accepted !';

// Fields of the mock's DTOs that the real server's DTOs do not have (see openapi.yaml: optional).
const PRODUCT_EXTRAS = ['soldQuantity', 'createdAt', 'active', 'brand', 'category'] as const;
const CATEGORY_EXTRAS = [
  'description',
  'productCount',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;
const ORDER_EXTRAS = [
  'customerName',
  'customerPhone',
  'paymentStatus',
  'trackingNumber',
  'shippingAddress',
  'createdAt',
  'paidAt',
  'shippedAt',
  'deliveredAt',
  'updatedAt',
] as const;

const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.localeCompare(a.createdAt);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const tooShort = (value: unknown, min: number) => text(value).length < min;

/**
 * A prepended handler with no typed answer: undefined lets the default handler answer. A malformed
 * path id (`5.0`, `0x5`) is the masked 401 before the resolver runs, as in the default handlers.
 */
const quirk = {
  get: (path: string, resolver: Parameters<typeof mswHttp.get>[1]) =>
    mswHttp.get(`${API_PREFIX}${path}`, strictIds(resolver)),
  post: (path: string, resolver: Parameters<typeof mswHttp.post>[1]) =>
    mswHttp.post(`${API_PREFIX}${path}`, strictIds(resolver)),
  put: (path: string, resolver: Parameters<typeof mswHttp.put>[1]) =>
    mswHttp.put(`${API_PREFIX}${path}`, strictIds(resolver)),
  delete: (path: string, resolver: Parameters<typeof mswHttp.delete>[1]) =>
    mswHttp.delete(`${API_PREFIX}${path}`, strictIds(resolver)),
};

/**
 * The real server lowers the stock of every ordered line without checking it, so an order of more
 * than is left takes the stock below zero. The handlers check (mocks/handlers/orders.ts and the
 * careful re-check in order-guards.ts); here, for the lines short of stock, the stock is lifted
 * just enough for the rest of the chain to place the order, and lowered by the same again
 * afterwards: placed, the stock ends at (stock − ordered); refused, it is as it was.
 */
const overselling: HttpHandler = quirk.post(
  '/order/users/payment/:paymentMethod',
  async ({ request, cookies }) => {
    const user = currentUser(request, cookies);
    const cart = user && db().carts.find((c) => c.userId === user.id);
    if (!cart) return undefined;
    const lifts = new Map<ProductRow, number>();
    for (const item of cart.items) {
      const product = db().products.find((p) => p.productId === item.productId);
      if (product && product.quantity < item.quantity)
        lifts.set(product, Math.max(lifts.get(product) ?? 0, item.quantity - product.quantity));
    }
    if (!lifts.size) return undefined;
    const rest = [...quirkHandlers.slice(quirkHandlers.indexOf(overselling) + 1), ...handlers];
    for (const [product, lift] of lifts) product.quantity += lift;
    try {
      return await getResponse(rest, request.clone());
    } finally {
      for (const [product, lift] of lifts) product.quantity -= lift;
      commit();
    }
  },
);

function unknownSort(request: Request, known: Set<string>) {
  const sortBy = new URL(request.url).searchParams.get('sortBy');
  return sortBy !== null && sortBy !== '' && !known.has(sortBy);
}

function categoryNameTooShort(body: unknown) {
  return (
    isRecord(body) && tooShort(body.categoryName ?? body.name, MIN_LENGTHS.category.categoryName)
  );
}
function productTooShort(body: unknown) {
  return (
    isRecord(body) &&
    (tooShort(body.productName, MIN_LENGTHS.product.productName) ||
      tooShort(body.description, MIN_LENGTHS.product.description))
  );
}
function addressTooShort(body: unknown) {
  if (!isRecord(body)) return false;
  const m = MIN_LENGTHS.address;
  return (
    tooShort(body.street, m.street) ||
    tooShort(body.buildingName ?? body.building, m.buildingName) ||
    tooShort(body.city, m.city) ||
    tooShort(body.state, m.state) ||
    tooShort(body.country, m.country) ||
    tooShort(body.pincode ?? body.zipCode, m.pincode)
  );
}

const hasCart = (userId: number) => db().carts.some((c) => c.userId === userId);
const inAnOrder = (productId: number) =>
  db().orders.some((o) => o.items.some((i) => i.productId === productId));
const inACart = (productId: number) =>
  db().carts.some((c) => c.items.some((i) => i.productId === productId));

export const quirkHandlers: HttpHandler[] = [
  // Before the payment quirks, so the order they place may oversell.
  overselling,
  // An unknown sortBy fails in the repository (PropertyReferenceException): masked 401.
  // The catalogue filtered by a keyword or a category that matches nothing is a 400 too: the real
  // server's search throws "not found" instead of answering an empty page.
  quirk.get('/public/products', ({ request }) => {
    if (unknownSort(request, PRODUCT_SORT_FIELDS)) return maskedUnauthorized();
    const search = new URL(request.url).searchParams;
    const keyword = search.get('keyword')?.trim() || null;
    const category = search.get('category')?.trim() || null;
    if (!keyword && !category) return undefined;
    const page = queryProducts({ keyword, category, pageNumber: 0, pageSize: 1 });
    if (page.totalElements > 0) return undefined;
    return badRequest(
      keyword
        ? `Products not found with keyword: ${keyword}`
        : `${category} category does not have any products`,
    );
  }),
  quirk.get('/public/categories/:categoryId/products', ({ request }) =>
    unknownSort(request, PRODUCT_SORT_FIELDS) ? maskedUnauthorized() : undefined,
  ),
  quirk.get('/public/categories', ({ request }) =>
    unknownSort(request, CATEGORY_SORT_FIELDS) ? maskedUnauthorized() : undefined,
  ),
  // A keyword search with no hit is a 400 with the real message, not an empty page.
  quirk.get('/public/products/keyword/:keyword', ({ request, params }) => {
    if (unknownSort(request, PRODUCT_SORT_FIELDS)) return maskedUnauthorized();
    const keyword = String(params.keyword);
    const page = queryProducts({ keyword, category: null, pageNumber: 0, pageSize: 1 });
    return page.totalElements === 0
      ? badRequest(`Products not found with keyword: ${keyword}`)
      : undefined;
  }),

  // The minimum lengths, checked at persist: masked 401 (after the 404 of an unknown row).
  quirk.post('/public/categories', async ({ request, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    return categoryNameTooShort(await readJson(request)) ? maskedUnauthorized() : undefined;
  }),
  quirk.put('/public/categories/:categoryId', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    if (!db().categories.some((c) => c.categoryId === Number(params.categoryId))) return undefined;
    return categoryNameTooShort(await readJson(request)) ? maskedUnauthorized() : undefined;
  }),
  quirk.post('/admin/categories/:categoryId/product', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    if (!db().categories.some((c) => c.categoryId === Number(params.categoryId))) return undefined;
    return productTooShort(await readJson(request)) ? maskedUnauthorized() : undefined;
  }),
  quirk.put('/admin/products/:productId', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    if (!db().products.some((p) => p.productId === Number(params.productId))) return undefined;
    return productTooShort(await readJson(request)) ? maskedUnauthorized() : undefined;
  }),
  quirk.post('/users/addresses', async ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    return addressTooShort(await readJson(request)) ? maskedUnauthorized() : undefined;
  }),
  quirk.put('/users/addresses/:addressId', async ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const own = db().addresses.some(
      (a) => a.addressId === Number(params.addressId) && a.userId === guard.user.id,
    );
    if (!own) return undefined;
    return addressTooShort(await readJson(request)) ? maskedUnauthorized() : undefined;
  }),

  // No server cart until POST /cart/create: the real server meets a null cart (masked 401).
  ...(
    [
      ['get', '/carts/users/cart'],
      ['put', '/cart/products/:productId/quantity/:operation'],
      ['post', '/carts/products/:productId/quantity/:quantity'],
      ['delete', '/carts/:cartId/product/:productId'],
    ] as const
  ).map(([method, path]) =>
    quirk[method](path, ({ request, cookies }) => {
      const guard = requireUser(request, cookies);
      if (guard.denied) return guard.denied;
      return hasCart(guard.user.id) ? undefined : maskedUnauthorized();
    }),
  ),

  // Foreign keys: a product in an order, a category whose products are in a cart or an order,
  // an address an order uses. Otherwise a category takes its products with it (cascade).
  quirk.delete('/admin/products/:productId', ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    return inAnOrder(Number(params.productId)) ? maskedUnauthorized() : undefined;
  }),
  quirk.delete('/admin/categories/:categoryId', ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const tables = db();
    const row = tables.categories.find((c) => c.categoryId === Number(params.categoryId));
    if (!row) return notFound(`Category not found with categoryId: ${String(params.categoryId)}`);
    const products = tables.products.filter((p) => p.categoryId === row.categoryId);
    if (products.some((p) => inAnOrder(p.productId) || inACart(p.productId)))
      return maskedUnauthorized();
    const dto = toCategoryDto(row);
    tables.products = tables.products.filter((p) => p.categoryId !== row.categoryId);
    tables.categories = tables.categories.filter((c) => c !== row);
    commit();
    return HttpResponse.json(dto);
  }),
  quirk.delete('/users/addresses/:addressId', ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const id = Number(params.addressId);
    const own = db().addresses.some((a) => a.addressId === id && a.userId === guard.user.id);
    return own && db().orders.some((o) => o.addressId === id) ? maskedUnauthorized() : undefined;
  }),

  // Stripe refuses an amount under its minimum; the server does not handle that exception.
  quirk.post('/order/stripe-client-secret', async ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    return isRecord(body) && typeof body.amount === 'number' && body.amount < STRIPE_MINIMUM_CENTS
      ? maskedUnauthorized()
      : undefined;
  }),
  // The real server trusts the browser with payments: the amount as sent, the order placed
  // whatever pgStatus and pgPaymentId say (mocks/handlers/orders.ts).
  ...trustingPaymentHandlers,

  // Admin lists: every row as a plain array (the later server versions), paging ignored.
  http.get('/admin/users', ({ request, cookies }) => {
    const guard = requireAdmin(request, cookies);
    return guard.denied ?? HttpResponse.json(db().users.map(toAdminUserDto));
  }),
  http.get('/admin/orders', ({ request, cookies }) => {
    const guard = requireAdmin(request, cookies);
    return guard.denied ?? HttpResponse.json([...db().orders].sort(newestFirst).map(toOrderDto));
  }),
  // The real server stores whatever status string it is sent.
  http.put('/admin/orders/{orderId}/status', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    if (typeof body.status !== 'string' || !body.status.trim())
      return validationFailed({ status: 'must not be blank' });
    const row = db().orders.find((o) => o.orderId === Number(params.orderId));
    if (!row) return notFound(`Order not found with orderId: ${params.orderId}`);
    row.orderStatus = body.status;
    row.updatedAt = new Date().toISOString();
    commit();
    return HttpResponse.json(toOrderDto(row));
  }),
];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function omit(target: Json, keys: readonly string[]) {
  for (const key of keys) delete target[key];
}

const isProduct = (value: Json) => 'productId' in value && 'price' in value;
const isOrder = (value: Json) => 'orderId' in value && 'orderItems' in value;
// A category DTO (not a statistics row with a category's name and count).
const isCategory = (value: Json) =>
  'categoryId' in value && 'categoryName' in value && ('isActive' in value || 'updatedAt' in value);
const isCart = (value: Json) => 'cartId' in value && Array.isArray(value.products);

/**
 * Strips the extension fields from every product, category and order anywhere in a body, in
 * place, and gives a cart the unrounded Java sum of its lines.
 */
function toRealShapes(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(toRealShapes);
    return;
  }
  if (!isObject(value)) return;
  if (isProduct(value)) omit(value, PRODUCT_EXTRAS);
  if (isCategory(value)) omit(value, CATEGORY_EXTRAS);
  if (isOrder(value)) omit(value, ORDER_EXTRAS);
  for (const child of Object.values(value)) toRealShapes(child);
  if (isCart(value)) {
    let total = 0;
    for (const line of value.products as Json[])
      total += Number(line.specialPrice) * Number(line.quantity);
    value.totalPrice = total;
  }
}

/** "Accept: application/json, text/plain, *\/*": the first media range the request lists. */
const jsonFirst = (request: Request) =>
  (request.headers.get('accept') ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase() ===
  'application/json';

/** The plain-text answers of the real server, which Spring labels by the request's Accept. */
const TEXT_ANSWERS: [string, RegExp][] = [
  ['POST', /^\/cart\/create$/],
  ['POST', /^\/order\/stripe-client-secret$/],
  ['DELETE', /^\/carts\/[^/]+\/product\/[^/]+$/],
  ['DELETE', /^\/users\/addresses\/[^/]+$/],
];

/** Spring's ResponseCookie.toString(): Max-Age plus Expires, no SameSite. */
function springCookie(cookie: string): string {
  const [pair] = cookie.split(';');
  const maxAge = /Max-Age=(\d+)/i.exec(cookie)?.[1];
  if (!pair || maxAge === undefined) return cookie;
  const expires = new Date(Date.now() + Number(maxAge) * 1000).toUTCString();
  return `${pair.trim()}; Path=/api; Max-Age=${maxAge}; Expires=${expires}`;
}

const apiPath = (request: Request) => new URL(request.url).pathname.replace(/^\/api(?=\/)/, '');

/**
 * Rewrites an answer of the default handlers the way the real server would have given it. Only
 * JSON answers change; everything else (plain text, images, 403 without a body) passes as it is.
 */
export async function applyQuirks(request: Request, response: Response): Promise<Response> {
  const contentType = response.headers.get('content-type') ?? '';
  const path = apiPath(request);
  if (
    contentType.startsWith('text/plain') &&
    jsonFirst(request) &&
    TEXT_ANSWERS.some(([method, pattern]) => method === request.method && pattern.test(path))
  ) {
    // The same text, raw and unquoted, labelled application/json.
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    return new Response(await response.text(), { status: response.status, headers });
  }
  if (!contentType.startsWith('application/json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  // Jackson's HttpMessageNotReadableException is not handled by the server: masked 401.
  if (response.status === 400 && isObject(body) && body.message === MALFORMED_JSON)
    return maskedUnauthorized();

  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers.set(name, value);
  });
  for (const cookie of response.headers.getSetCookie())
    headers.append('set-cookie', path === '/auth/signin' ? springCookie(cookie) : cookie);

  if (request.method === 'POST' && path === '/auth/signin' && isObject(body)) {
    if (typeof body.jwtToken === 'string') body.jwtToken = springCookie(body.jwtToken);
  }
  // A placed order is "Order Accepted !" from then on (stored, so every later read says so).
  if (
    request.method === 'POST' &&
    path.startsWith('/order/users/payment/') &&
    response.status === 201 &&
    isObject(body) &&
    typeof body.orderId === 'number'
  ) {
    const row = db().orders.find((o) => o.orderId === body.orderId);
    if (row) {
      row.orderStatus = NEW_ORDER_STATUS;
      // The real server copies the unrounded specialPrice and sums it unrounded.
      let total = 0;
      for (const item of row.items) {
        const product = db().products.find((p) => p.productId === item.productId);
        if (product) item.orderedProductPrice = product.specialPrice;
        total += item.orderedProductPrice * item.quantity;
      }
      row.totalAmount = total;
      commit();
      Object.assign(body, toOrderDto(row));
    }
    body.orderStatus = NEW_ORDER_STATUS;
  }
  // GET /public/products: the full image URLs point where the server serves them, /images/.
  if (request.method === 'GET' && path === '/public/products' && isObject(body)) {
    for (const product of Array.isArray(body.content) ? (body.content as unknown[]) : [])
      if (isObject(product) && typeof product.image === 'string')
        product.image = product.image.replace(/\/api\/images\//, '/images/');
  }
  toRealShapes(body);

  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
