import { HttpResponse, type HttpHandler } from 'msw';
import { requireAdmin } from './auth';
import { commit, db } from './db/database';
import { toAdminUserDto, toOrderDto } from './db/serializers';
import type { OrderRow } from './db/types';
import { http } from './http';
import { malformedBody, notFound, readJson, validationFailed } from './responses';
import { isRecord } from './validation';

/**
 * Quirks mode: the standalone mock server answering like the real Spring Boot backend where it
 * is odd (../shared/reference/real-backend.md), on top of what the default handlers already do
 * faithfully (201 plain-text client secret, `jwtToken` = the whole Set-Cookie string, 404 "Bad
 * credentials", 302 keyword search with a JSON body, full image URLs only from GET
 * /public/products, 400 "No category created till now." for an empty table).
 *
 * Switched on with `npm run mock:server -- --quirks` or `GET /__mock/quirks?on=1` (`on=0` off).
 * It is two layers, like a scenario:
 *   - `quirkHandlers`, prepended to the handlers (the admin lists, the free-string order status);
 *   - `applyQuirks`, a rewrite of the answer on its way out (the plain DTO shapes, the cookie).
 * Everything it answers is still valid against openapi.yaml, which allows the extras to be missing.
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
];

export const NEW_ORDER_STATUS = 'Order Accepted !';

// Fields of the mock's DTOs that the real server's DTOs do not have (see openapi.yaml: optional).
const PRODUCT_EXTRAS = ['soldQuantity', 'createdAt', 'active', 'brand'] as const;
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

export const quirkHandlers: HttpHandler[] = [
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

/** Strips the extension fields from every product and order anywhere in a body, in place. */
function toRealShapes(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(toRealShapes);
    return;
  }
  if (!isObject(value)) return;
  if (isProduct(value)) omit(value, PRODUCT_EXTRAS);
  if (isOrder(value)) omit(value, ORDER_EXTRAS);
  for (const child of Object.values(value)) toRealShapes(child);
}

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
  if (!contentType.startsWith('application/json')) return response;
  const path = apiPath(request);
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }

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
      commit();
    }
    body.orderStatus = NEW_ORDER_STATUS;
  }
  toRealShapes(body);

  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
