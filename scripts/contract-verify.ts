// `npm run contract:verify -- --base-url <url> [--user name:password] [--admin name:password]`
//
// Checks a live server against openapi.yaml: every read operation, and a scripted sequence of the
// write ones (sign up a throwaway shopper, sign in, addresses, cart, payment intent, order; as an
// administrator a category, a product in it with an image, an order status, a throwaway user;
// then cleans up what it made). Every answer's status, content type and body are validated with
// the contract tests' validator (tests/contract/response-validator.ts, Ajv over openapi.yaml).
// Prints a table, exits 1 on any violation and 2 on a usage error. It only ever talks to the URL
// it is given: there is no default server.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  formatChecks,
  formatVerdicts,
  verdictsFor,
  type CheckRow,
  type OperationVerdict,
} from './contract/report';
import { ApiSession, Unreachable, type Answer, type CallOptions } from './contract/session';

const USAGE = `Usage: npm run contract:verify -- --base-url <url> [options]

  --base-url <url>        the API to check, e.g. http://127.0.0.1:8080 or https://shop.example.com/api
                          (required; "/api" is added when the URL has no path)
  --user <name:password>  a shopper account for the reads of its own data   (default user1:password1)
  --admin <name:password> an account with ROLE_ADMIN                       (default admin:adminPass)
  --read-only             only the read operations (plus sign-in and sign-out): nothing is written
  --timeout <ms>          per request (default 15000)
  --help

Writes (without --read-only): a throwaway shopper "cv<random>" with an address and one order of
one item (the item's stock is put back afterwards), and, as the administrator, a category, a
product, an image and a user that are deleted again. The order cannot be deleted through the API.`;

// The validator reads openapi.yaml from the working directory: run from the project root.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { operations } = await import('../tests/contract/openapi-document');
const { checkResponse } = await import('../tests/contract/response-validator');

function fail(message: string): never {
  console.error(`contract:verify: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      'base-url': { type: 'string' },
      user: { type: 'string', default: 'user1:password1' },
      admin: { type: 'string', default: 'admin:adminPass' },
      'read-only': { type: 'boolean', default: false },
      timeout: { type: 'string', default: '15000' },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args['base-url']) fail('--base-url is required (there is no default server)');

function apiBaseOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(`--base-url "${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail(`--base-url must be http or https, not ${url.protocol}`);
  if (url.search || url.hash) fail('--base-url must not have a query or a fragment');
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/api'}`;
}

function account(raw: string, flag: string) {
  const at = raw.indexOf(':');
  if (at <= 0 || at === raw.length - 1) fail(`${flag} must be name:password`);
  return { username: raw.slice(0, at), password: raw.slice(at + 1) };
}

const apiBase = apiBaseOf(args['base-url']);
const shopper = account(args.user, '--user');
const admin = account(args.admin, '--admin');
const readOnly = args['read-only'];
const timeoutMs = Number(args.timeout);
if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) fail('--timeout must be a positive number');

// ---------------------------------------------------------------------------------------------

const rows: CheckRow[] = [];
const leftBehind: string[] = [];
// Reading a test payment needs one made first: it counts with the writes.
const writeOperations = new Set(
  operations
    .filter((op) => op.method !== 'GET' || op.operationId === 'getTestPayment')
    .map((op) => op.operationId)
    .filter((id) => !['signIn', 'signOut'].includes(id)),
);
let unreachable: string | null = null;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const pathOnly = (path: string) => path.split('?')[0]!;

/** The first line a person needs: the contract problem without the repeated method and path. */
function shorten(problem: string, answer: Answer): string {
  const prefix = `${answer.method} /api${pathOnly(answer.path)}`;
  return problem.startsWith(prefix) ? problem.slice(prefix.length).replace(/^[\s:]+/, '') : problem;
}

function serverMessage(answer: Answer): string {
  if (isObject(answer.data)) {
    const message = answer.data.message ?? answer.data.error;
    if (typeof message === 'string') return message;
    return JSON.stringify(answer.data).slice(0, 120);
  }
  return answer.text.replace(/\s+/g, ' ').trim().slice(0, 120);
}

interface Step extends CallOptions {
  operationId: string;
  session: ApiSession;
  method: string;
  path: string;
  /** The statuses this step expects (the first is the success the sequence needs). */
  expect: number[];
  note?: string;
}

/**
 * One call: real HTTP, then the contract check. Returns the answer when its status is one the
 * step expects (even if the body broke the contract, so the sequence can go on), else null.
 */
async function check(step: Step): Promise<Answer | null> {
  const row: CheckRow = {
    operationId: step.operationId,
    method: step.method,
    path: pathOnly(step.path),
    status: null,
    result: 'failed',
    difference: '',
    note: step.note,
  };
  rows.push(row);
  if (unreachable) {
    row.result = 'skipped';
    row.difference = `not run: ${unreachable}`;
    return null;
  }
  let answer: Answer;
  try {
    answer = await step.session.call(step.method, step.path, step);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    row.difference = `unreachable: ${error.message}`;
    unreachable ??= `no answer from ${apiBase}: ${error.reason}`;
    return null;
  }
  row.status = answer.status;

  // The same validator as the contract tests; the request is re-based on /api for it.
  const request = new Request(`http://contract.verify/api${step.path}`, { method: step.method });
  const verdict = await checkResponse(request, answer.response);
  const problems = [...verdict.problems];
  if (verdict.operationId && verdict.operationId !== step.operationId)
    problems.unshift(`answered as ${verdict.operationId}, expected ${step.operationId}`);

  if (answer.contentType === 'text/html')
    row.difference = `HTML instead of JSON (status ${answer.status}; is --base-url the API and not the web app?)`;
  else if (!step.expect.includes(answer.status))
    row.difference = `expected ${step.expect.join(' or ')}, got ${answer.status}: ${serverMessage(answer) || '(no body)'}`;
  else if (problems.length) row.difference = shorten(problems[0]!, answer);
  row.result = row.difference ? 'failed' : 'passed';
  return step.expect.includes(answer.status) ? answer : null;
}

/** Marks the steps that cannot run because an earlier one failed. */
function skip(operationId: string, method: string, path: string, why: string) {
  rows.push({
    operationId,
    method,
    path,
    status: null,
    result: 'skipped',
    difference: `not run: ${unreachable ?? why}`,
  });
}

function listItems(data: unknown): Json[] {
  if (Array.isArray(data)) return data.filter(isObject);
  if (isObject(data) && Array.isArray(data.content)) return data.content.filter(isObject);
  return [];
}
const idOf = (item: Json | undefined, ...keys: string[]): number | undefined => {
  for (const key of keys) if (typeof item?.[key] === 'number') return item[key] as number;
  return undefined;
};
const productIdOf = (p: Json | undefined) => idOf(p, 'productId', 'id');
const nameOf = (p: Json | undefined) => String(p?.productName ?? p?.name ?? '');

const run = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 * 36).toString(36)}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const address = (street: string) => ({
  street,
  building: 'Verifier House',
  buildingName: 'Verifier House',
  city: 'Springfield',
  state: 'Illinois',
  country: 'USA',
  zipCode: '62701',
  pincode: '62701',
});

// ---------------------------------------------------------------------------------------------

async function signIn(session: ApiSession, who: { username: string; password: string }) {
  return check({
    operationId: 'signIn',
    session,
    method: 'POST',
    path: '/auth/signin',
    json: who,
    expect: [200],
    note: `as ${who.username}`,
  });
}

async function signOut(session: ApiSession, who: string) {
  await check({
    operationId: 'signOut',
    session,
    method: 'POST',
    path: '/auth/signout',
    expect: [200],
    note: `as ${who}`,
  });
  session.clearCookies();
}

/** Anonymous reads of the catalogue; returns two products in stock for the cart. */
async function catalogue(anon: ApiSession) {
  const page = await check({
    operationId: 'getProducts',
    session: anon,
    method: 'GET',
    path: '/public/products?pageNumber=0&pageSize=50&sortBy=price&sortOrder=asc',
    expect: [200],
  });
  if (unreachable) return null;
  const products = listItems(page?.data);
  const first = products[0];
  const keyword = nameOf(first).trim().split(/\s+/)[0]?.slice(0, 4) || 'a';
  await check({
    operationId: 'searchProductsByKeyword',
    session: anon,
    method: 'GET',
    path: `/public/products/keyword/${encodeURIComponent(keyword)}?pageNumber=0&pageSize=5`,
    expect: [302],
  });
  const categories = await check({
    operationId: 'getCategories',
    session: anon,
    method: 'GET',
    path: '/public/categories?pageNumber=0&pageSize=50',
    // 400 "No category created till now." is the real answer for an empty table.
    expect: [200, 400],
  });
  // The real server's products carry no category: then the first category of the list, which
  // may have no products (400 is the real answer for that).
  const category = first?.category;
  const categoryId = isObject(category)
    ? idOf(category, 'categoryId', 'id')
    : idOf(listItems(categories?.data)[0], 'categoryId', 'id');
  if (categoryId === undefined)
    skip('getProductsByCategory', 'GET', '/public/categories/{id}/products', 'no category');
  else
    await check({
      operationId: 'getProductsByCategory',
      session: anon,
      method: 'GET',
      path: `/public/categories/${categoryId}/products?pageNumber=0&pageSize=5`,
      expect: isObject(category) ? [200] : [200, 400],
    });
  const image = products.map((p) => p.image).find((i): i is string => typeof i === 'string' && !!i);
  if (!image) skip('getImage', 'GET', '/images/{name}', 'no product has an image');
  else {
    // GET /public/products gives a full URL; the image endpoint takes the bare name.
    const bare = decodeURIComponent(image.split('?')[0]!.split('/').pop()!);
    await check({
      operationId: 'getImage',
      session: anon,
      method: 'GET',
      path: `/images/${encodeURIComponent(bare)}`,
      expect: [200],
    });
  }
  const inStock = (min: number, not?: number) =>
    products.find((p) => Number(p.quantity) >= min && productIdOf(p) !== not);
  const one = inStock(1);
  const two = inStock(2, productIdOf(one));
  return { one, two };
}

/** The --user account's own data, read only. */
async function shopperReads(session: ApiSession) {
  if (!(await signIn(session, shopper))) {
    for (const [id, method, path] of [
      ['getCurrentUser', 'GET', '/auth/user'],
      ['getUserAddresses', 'GET', '/users/addresses'],
      ['getUserOrders', 'GET', '/orders/users'],
    ] as const)
      skip(id, method, path, `sign-in as ${shopper.username} failed`);
    return;
  }
  const note = `as ${shopper.username}`;
  for (const [operationId, path] of [
    ['getCurrentUser', '/auth/user'],
    ['getUserAddresses', '/users/addresses'],
    ['getUserOrders', '/orders/users'],
  ] as const)
    await check({ operationId, session, method: 'GET', path, expect: [200], note });
  if (readOnly)
    await check({
      operationId: 'getUserCart',
      session,
      method: 'GET',
      path: '/carts/users/cart',
      // A user who never wrote a cart has none on the real server: a null pointer there, which
      // it answers with the masked 401 (path /error); 404 on a careful server.
      expect: [200, 404, 401],
      note,
    });
  await signOut(session, shopper.username);
  await check({
    operationId: 'getCurrentUser',
    session,
    method: 'GET',
    path: '/auth/user',
    expect: [401],
    note: 'after sign-out: 401',
  });
  await check({
    operationId: 'signIn',
    session,
    method: 'POST',
    path: '/auth/signin',
    json: { username: shopper.username, password: `${shopper.password}-wrong` },
    // 404 "Bad credentials" on the spec-era server, 401 on later ones.
    expect: [404, 401],
    note: 'wrong password',
  });
}

interface Placed {
  orderId: number;
  orderStatus: string;
  userId?: number;
  product?: Json;
}

/** The client secret in any of the shapes the contract allows (plain text, JSON string or object). */
function clientSecretOf(answer: Answer | null): string | null {
  if (!answer) return null;
  const data = answer.data;
  const raw = isObject(data) ? data.clientSecret : typeof data === 'string' ? data : answer.text;
  const secret = typeof raw === 'string' ? raw.trim().replace(/^"|"$/g, '') : '';
  return /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(secret) ? secret : null;
}

/** A server without the call: 404, or the real server's masked 401 for an unknown path. */
const absentCall = (answer: Answer | null) =>
  !!answer &&
  (answer.status === 404 ||
    (answer.status === 401 && isObject(answer.data) && answer.data.path === '/error'));

/**
 * The test payments (contract tag test-payments: the mock server and staging builds only): pays
 * the intent with the test card 4242 and reads it back. A server without them (the real one)
 * marks both operations "not applicable". Returns the paid intent's id, or null.
 */
async function payWithTestCard(
  session: ApiSession,
  secretAnswer: Answer | null,
  note: string,
): Promise<string | null> {
  const secret = clientSecretOf(secretAnswer);
  if (!secret) {
    skip('confirmTestPayment', 'POST', '/order/test-payments/{id}/confirm', 'no client secret');
    skip('getTestPayment', 'GET', '/order/test-payments/{id}', 'no client secret');
    return null;
  }
  const id = secret.split('_secret_')[0]!;
  const confirmed = await check({
    operationId: 'confirmTestPayment',
    session,
    method: 'POST',
    path: `/order/test-payments/${id}/confirm`,
    json: { clientSecret: secret, cardNumber: '4242 4242 4242 4242' },
    expect: [200, 404, 401],
    note: `${note}, test card 4242`,
  });
  if (absentCall(confirmed)) {
    const row = rows[rows.length - 1]!;
    row.result = 'not applicable';
    row.difference = 'the server has no test payments (the mock server and staging builds only)';
    rows.push({
      ...row,
      operationId: 'getTestPayment',
      method: 'GET',
      path: `/order/test-payments/${id}`,
      status: null,
    });
    return null;
  }
  const read = await check({
    operationId: 'getTestPayment',
    session,
    method: 'GET',
    path: `/order/test-payments/${id}?client_secret=${encodeURIComponent(secret)}`,
    expect: [200],
    note,
  });
  return isObject(read?.data) && read.data.status === 'succeeded' ? id : null;
}

/** A throwaway shopper: sign-up, addresses, the cart and an order. */
async function throwawayShopper(
  session: ApiSession,
  products: { one?: Json; two?: Json } | null,
): Promise<Placed | null> {
  const user = {
    username: `cv${run}`,
    email: `cv${run}@contract-verify.test`,
    password: `Verify-${run}`,
  };
  const shopOps = [
    ['getUserCart', 'GET', '/carts/users/cart'],
    ['createAddress', 'POST', '/users/addresses'],
    ['updateAddress', 'PUT', '/users/addresses/{id}'],
    ['deleteAddress', 'DELETE', '/users/addresses/{id}'],
    ['replaceCart', 'POST', '/cart/create'],
    ['addProductToCart', 'POST', '/carts/products/{id}/quantity/1'],
    ['updateCartQuantity', 'PUT', '/cart/products/{id}/quantity/add'],
    ['removeProductFromCart', 'DELETE', '/carts/{cartId}/product/{id}'],
    ['createStripeClientSecret', 'POST', '/order/stripe-client-secret'],
    ['confirmTestPayment', 'POST', '/order/test-payments/{id}/confirm'],
    ['getTestPayment', 'GET', '/order/test-payments/{id}'],
    ['placeOrder', 'POST', '/order/users/payment/online'],
  ] as const;
  const skipRest = (why: string, from = 0) =>
    shopOps.slice(from).forEach(([id, method, path]) => skip(id, method, path, why));

  const signedUp = await check({
    operationId: 'signUp',
    session,
    method: 'POST',
    path: '/auth/signup',
    json: user,
    expect: [200],
    note: user.username,
  });
  if (!signedUp) return (skipRest('sign-up failed'), null);
  leftBehind.push(`user ${user.username} (signed up)`);
  const signedIn = await signIn(session, user);
  if (!signedIn) return (skipRest(`sign-in as ${user.username} failed`), null);
  const userId = idOf(isObject(signedIn.data) ? signedIn.data : undefined, 'id');
  const note = `as ${user.username}`;

  const created = await check({
    operationId: 'createAddress',
    session,
    method: 'POST',
    path: '/users/addresses',
    json: address('Verifier Street 1'),
    expect: [201],
    note,
  });
  const addressId = idOf(isObject(created?.data) ? created.data : undefined, 'addressId');
  if (addressId !== undefined)
    await check({
      operationId: 'updateAddress',
      session,
      method: 'PUT',
      path: `/users/addresses/${addressId}`,
      json: address('Verifier Street 2'),
      expect: [200],
      note,
    });
  else skip('updateAddress', 'PUT', '/users/addresses/{id}', 'no address was created');
  // A second address to delete (the first one is the order's and stays with it).
  const spare = await check({
    operationId: 'createAddress',
    session,
    method: 'POST',
    path: '/users/addresses',
    json: address('Verifier Street 3'),
    expect: [201],
    note: 'a second one, to delete',
  });
  const spareId = idOf(isObject(spare?.data) ? spare.data : undefined, 'addressId');
  await check({
    operationId: 'getUserAddresses',
    session,
    method: 'GET',
    path: '/users/addresses',
    expect: [200],
    note,
  });
  if (spareId !== undefined)
    await check({
      operationId: 'deleteAddress',
      session,
      method: 'DELETE',
      path: `/users/addresses/${spareId}`,
      expect: [200],
      note,
    });
  else skip('deleteAddress', 'DELETE', '/users/addresses/{id}', 'no address was created');

  const one = productIdOf(products?.one);
  const two = productIdOf(products?.two);
  if (one === undefined || two === undefined) {
    skipRest('the catalogue has no two products in stock', 4);
    return null;
  }
  await check({
    operationId: 'replaceCart',
    session,
    method: 'POST',
    path: '/cart/create',
    json: [{ productId: one, quantity: 1 }],
    expect: [201],
    note,
  });
  const cart = await check({
    operationId: 'getUserCart',
    session,
    method: 'GET',
    path: '/carts/users/cart',
    expect: [200],
    note,
  });
  const cartId = idOf(isObject(cart?.data) ? cart.data : undefined, 'cartId');
  await check({
    operationId: 'addProductToCart',
    session,
    method: 'POST',
    path: `/carts/products/${two}/quantity/1`,
    expect: [201],
    note,
  });
  await check({
    operationId: 'updateCartQuantity',
    session,
    method: 'PUT',
    path: `/cart/products/${two}/quantity/add`,
    expect: [200],
    note,
  });
  if (cartId !== undefined)
    await check({
      operationId: 'removeProductFromCart',
      session,
      method: 'DELETE',
      path: `/carts/${cartId}/product/${two}`,
      expect: [200],
      note,
    });
  else skip('removeProductFromCart', 'DELETE', '/carts/{cartId}/product/{id}', 'no cart id');
  const total = Number(isObject(cart?.data) ? cart.data.totalPrice : 0) || 1;
  const secretAnswer = await check({
    operationId: 'createStripeClientSecret',
    session,
    method: 'POST',
    path: '/order/stripe-client-secret',
    // Stripe's minimum is 50 cents in usd: below it the real server fails (masked 401). A
    // careful server wants exactly the cart's amount (here one product, the cart read above).
    json: { amount: Math.max(50, Math.round(total * 100)), currency: 'usd' },
    expect: [201],
    note,
  });
  const paymentIntent = await payWithTestCard(session, secretAnswer, note);
  if (addressId === undefined) {
    skip('placeOrder', 'POST', '/order/users/payment/online', 'no address was created');
    return null;
  }
  const order = await check({
    operationId: 'placeOrder',
    session,
    method: 'POST',
    path: '/order/users/payment/online',
    json: {
      addressId,
      pgName: 'Stripe',
      // The paid test intent where the server has test payments (a careful server wants one);
      // the real server believes any id.
      pgPaymentId: paymentIntent ?? `pi_contract_verify_${run}`,
      pgStatus: 'succeeded',
      pgResponseMessage: 'Payment successful',
    },
    expect: [201],
    note: `1 × product ${one}`,
  });
  await check({
    operationId: 'getUserOrders',
    session,
    method: 'GET',
    path: '/orders/users',
    expect: [200],
    note,
  });
  await signOut(session, user.username);
  const placed = isObject(order?.data) ? order.data : undefined;
  const orderId = idOf(placed, 'orderId');
  if (orderId === undefined) return null;
  leftBehind.push(`order ${orderId} of ${user.username}`);
  return {
    orderId,
    orderStatus: String(placed?.orderStatus ?? ''),
    userId,
    product: products?.one,
  };
}

/** The back office: reads, then a category, a product, an image, an order status, a user. */
async function administrator(session: ApiSession, placed: Placed | null) {
  const adminOps = operations.filter(
    (op) =>
      op.path.startsWith('/admin/') ||
      ['createCategory', 'updateCategory', 'updateProductImage'].includes(op.operationId),
  );
  if (!(await signIn(session, admin))) {
    for (const op of adminOps)
      skip(op.operationId, op.method, op.path, `sign-in as ${admin.username} failed`);
    return;
  }
  const note = `as ${admin.username}`;
  const users = await check({
    operationId: 'getAdminUsers',
    session,
    method: 'GET',
    path: '/admin/users?pageNumber=0&pageSize=20',
    expect: [200],
    note,
  });
  await check({
    operationId: 'getAdminOrders',
    session,
    method: 'GET',
    path: '/admin/orders?pageNumber=0&pageSize=10&sortBy=orderDate&sortOrder=desc',
    expect: [200],
    note,
  });
  for (const [operationId, path] of [
    ['getDashboardStatistics', '/admin/statistics'],
    ['getSalesStatistics', '/admin/statistics/sales?period=month'],
    ['getUserStatistics', '/admin/statistics/users'],
    ['getProductStatistics', '/admin/statistics/products'],
  ] as const)
    await check({ operationId, session, method: 'GET', path, expect: [200], note });

  if (readOnly) {
    const someone = idOf(listItems(users?.data)[0], 'id');
    if (someone !== undefined)
      await check({
        operationId: 'getAdminUser',
        session,
        method: 'GET',
        path: `/admin/users/${someone}`,
        expect: [200],
        note,
      });
    await signOut(session, admin.username);
    return;
  }

  // A category and a product in it, with an image; both deleted again.
  const name = `CV Category ${run}`;
  const category = await check({
    operationId: 'createCategory',
    session,
    method: 'POST',
    path: '/public/categories',
    json: { categoryName: name, name, description: 'Made by contract:verify', isActive: true },
    expect: [201],
    note,
  });
  const categoryId = idOf(isObject(category?.data) ? category.data : undefined, 'categoryId', 'id');
  if (categoryId === undefined) {
    for (const [id, method, path] of [
      ['updateCategory', 'PUT', '/public/categories/{id}'],
      ['createProduct', 'POST', '/admin/categories/{id}/product'],
      ['updateProduct', 'PUT', '/admin/products/{id}'],
      ['updateProductImage', 'PUT', '/products/{id}/image'],
      ['deleteProduct', 'DELETE', '/admin/products/{id}'],
      ['deleteCategory', 'DELETE', '/admin/categories/{id}'],
    ] as const)
      skip(id, method, path, 'no category was created');
  } else {
    const renamed = `${name} 2`;
    await check({
      operationId: 'updateCategory',
      session,
      method: 'PUT',
      path: `/public/categories/${categoryId}`,
      json: { categoryName: renamed, name: renamed, isActive: true },
      expect: [200],
      note,
    });
    const input = {
      productName: `CV Product ${run}`,
      description: 'Made by contract:verify',
      price: 10,
      quantity: 5,
      discount: 10,
    };
    const product = await check({
      operationId: 'createProduct',
      session,
      method: 'POST',
      path: `/admin/categories/${categoryId}/product`,
      json: input,
      expect: [201],
      note,
    });
    const productId = productIdOf(isObject(product?.data) ? product.data : undefined);
    if (productId === undefined) {
      for (const [id, method, path] of [
        ['updateProduct', 'PUT', '/admin/products/{id}'],
        ['updateProductImage', 'PUT', '/products/{id}/image'],
        ['deleteProduct', 'DELETE', '/admin/products/{id}'],
      ] as const)
        skip(id, method, path, 'no product was created');
    } else {
      await check({
        operationId: 'updateProduct',
        session,
        method: 'PUT',
        path: `/admin/products/${productId}`,
        json: { ...input, quantity: 4, specialPrice: 8.5 },
        expect: [200],
        note,
      });
      const form = new FormData();
      form.append('image', new Blob([PNG], { type: 'image/png' }), 'contract-verify.png');
      const uploaded = await check({
        operationId: 'updateProductImage',
        session,
        method: 'PUT',
        path: `/products/${productId}/image`,
        body: form,
        expect: [200],
        note: 'multipart PNG',
      });
      const image = isObject(uploaded?.data) ? uploaded.data.image : undefined;
      if (typeof image === 'string' && image)
        await check({
          operationId: 'getImage',
          session,
          method: 'GET',
          path: `/images/${encodeURIComponent(decodeURIComponent(image.split('/').pop()!))}`,
          expect: [200],
          note: 'the uploaded image',
        });
      await check({
        operationId: 'deleteProduct',
        session,
        method: 'DELETE',
        path: `/admin/products/${productId}`,
        expect: [200],
        note,
      });
    }
    await check({
      operationId: 'deleteCategory',
      session,
      method: 'DELETE',
      path: `/admin/categories/${categoryId}`,
      expect: [200],
      note,
    });
  }

  // The verifier's own order: a status change, then the status it had.
  if (!placed) skip('updateOrderStatus', 'PUT', '/admin/orders/{id}/status', 'no order was placed');
  else {
    const next = placed.orderStatus === 'shipped' ? 'cancelled' : 'shipped';
    const changed = await check({
      operationId: 'updateOrderStatus',
      session,
      method: 'PUT',
      path: `/admin/orders/${placed.orderId}/status`,
      json: { status: next },
      expect: [200],
      note: `order ${placed.orderId} → ${next}`,
    });
    if (changed && placed.orderStatus)
      await check({
        operationId: 'updateOrderStatus',
        session,
        method: 'PUT',
        path: `/admin/orders/${placed.orderId}/status`,
        json: { status: placed.orderStatus },
        expect: [200],
        note: `back to "${placed.orderStatus}"`,
      });
    // Put back the stock the order took (same fields, one more in stock).
    const p = placed.product;
    const productId = productIdOf(p);
    if (p && productId !== undefined && typeof p.quantity === 'number')
      await check({
        operationId: 'updateProduct',
        session,
        method: 'PUT',
        path: `/admin/products/${productId}`,
        json: {
          productName: nameOf(p),
          description: String(p.description ?? ''),
          price: Number(p.price),
          quantity: p.quantity,
          ...(typeof p.discount === 'number' ? { discount: p.discount } : {}),
          ...(typeof p.specialPrice === 'number' ? { specialPrice: p.specialPrice } : {}),
        },
        expect: [200],
        note: 'clean-up: the stock the order took',
      });
  }

  // A throwaway user: create, read, update, delete.
  const staff = {
    username: `cvu${run}`,
    email: `cvu${run}@contract-verify.test`,
    firstName: 'Contract',
    lastName: 'Verify',
    phone: null,
  };
  const createdUser = await check({
    operationId: 'createAdminUser',
    session,
    method: 'POST',
    path: '/admin/users',
    json: { ...staff, password: `Verify-${run}`, roles: ['ROLE_USER'] },
    expect: [201],
    note,
  });
  const userId = idOf(isObject(createdUser?.data) ? createdUser.data : undefined, 'id');
  if (userId === undefined) {
    for (const [id, method, path] of [
      ['getAdminUser', 'GET', '/admin/users/{id}'],
      ['updateAdminUser', 'PUT', '/admin/users/{id}'],
      ['deleteAdminUser', 'DELETE', '/admin/users/{id}'],
    ] as const)
      skip(id, method, path, 'no user was created');
  } else {
    await check({
      operationId: 'getAdminUser',
      session,
      method: 'GET',
      path: `/admin/users/${userId}`,
      expect: [200],
      note,
    });
    await check({
      operationId: 'updateAdminUser',
      session,
      method: 'PUT',
      path: `/admin/users/${userId}`,
      json: { ...staff, lastName: 'Verified', active: false },
      expect: [200],
      note,
    });
    await check({
      operationId: 'deleteAdminUser',
      session,
      method: 'DELETE',
      path: `/admin/users/${userId}`,
      expect: [200],
      note,
    });
  }

  // Clean-up: the signed-up shopper (a server may keep a user with orders: that is not a failure).
  if (placed?.userId !== undefined) {
    const removed = await check({
      operationId: 'deleteAdminUser',
      session,
      method: 'DELETE',
      path: `/admin/users/${placed.userId}`,
      expect: [200, 400, 404, 409],
      note: 'clean-up: the signed-up shopper',
    });
    if (removed?.status === 200) {
      const at = leftBehind.findIndex((entry) => entry.endsWith('(signed up)'));
      if (at >= 0) leftBehind.splice(at, 1);
    }
  }
  await signOut(session, admin.username);
}

// ---------------------------------------------------------------------------------------------

console.log(`contract:verify: ${apiBase} against openapi.yaml (${operations.length} operations)`);
if (readOnly) console.log('read-only: no write operation is called');

const anonymous = new ApiSession('anonymous', apiBase, timeoutMs);
const products = await catalogue(anonymous);
// No answer at all to the first calls: the rest would only repeat it.
if (!unreachable) {
  await shopperReads(new ApiSession('user', apiBase, timeoutMs));
  const placed = readOnly
    ? null
    : await throwawayShopper(new ApiSession('throwaway', apiBase, timeoutMs), products);
  await administrator(new ApiSession('admin', apiBase, timeoutMs), placed);
}

const verdicts: OperationVerdict[] = verdictsFor(
  operations,
  rows,
  readOnly ? writeOperations : new Set<string>(),
  unreachable ? `not run: ${unreachable}` : undefined,
);
console.log(`\n${formatChecks(rows)}\n`);
const bad = verdicts.filter((v) => v.verdict === 'failed' || v.verdict === 'not checked');
if (bad.length) console.log(`Operations that did not pass:\n${formatVerdicts(bad)}\n`);
const count = (verdict: string) => verdicts.filter((v) => v.verdict === verdict).length;
const checked =
  verdicts.length - count('not checked') - count('skipped (read-only)') - count('not applicable');
console.log(
  `${verdicts.length} operations in openapi.yaml: ${checked} checked, ${count('passed')} passed, ` +
    `${count('failed')} failed, ${count('not checked')} not checked` +
    (readOnly ? `, ${count('skipped (read-only)')} skipped (read-only)` : '') +
    (count('not applicable') ? `, ${count('not applicable')} not applicable` : '') +
    ` (${rows.length} calls)`,
);
if (unreachable) console.log(`The server could not be reached: ${unreachable}`);
if (leftBehind.length) console.log(`Left on the server: ${leftBehind.join('; ')}`);
console.log(bad.length ? 'RESULT: FAILED' : 'RESULT: PASSED');
process.exitCode = bad.length ? 1 : 0;
