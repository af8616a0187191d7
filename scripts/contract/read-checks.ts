/**
 * The read operations: the anonymous catalogue, the --user account's own data and the back
 * office's lists and statistics. They run in --read-only mode too, so nothing here writes.
 */
import { idOf, isObject, listItems, nameOf, productIdOf, type Json } from './answer-data';
import { signIn, signOut } from './auth-steps';
import { moderation, myReview, productReviews } from './review-checks';
import type { ApiSession } from './session';
import type { Verification } from './verification';

/** Two products in stock, for the throwaway shopper's cart (either may be missing). */
export interface CartProducts {
  one?: Json;
  two?: Json;
}

/** Anonymous reads of the catalogue; null when the server did not answer the first call. */
export async function catalogue(v: Verification, anon: ApiSession): Promise<CartProducts | null> {
  const page = await v.check({
    operationId: 'getProducts',
    session: anon,
    method: 'GET',
    path: '/public/products?pageNumber=0&pageSize=50&sortBy=price&sortOrder=asc',
    expect: [200],
  });
  if (v.unreachable) return null;
  const products = listItems(page?.data);
  const first = products[0];
  // The catalogue extension (docs/contract-changes.md): filters and facets. A server without it
  // ignores the parameters and answers the plain page, which the contract allows as well.
  const brand = typeof first?.brand === 'string' && first.brand ? first.brand : 'Acme';
  await v.check({
    operationId: 'getProducts',
    session: anon,
    method: 'GET',
    path: `/public/products?pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc&facets=true&brand=${encodeURIComponent(brand)}&brand=Acme&minPrice=0&maxPrice=100000&inStock=true`,
    expect: [200],
  });
  const keyword = nameOf(first).trim().split(/\s+/)[0]?.slice(0, 4) || 'a';
  await v.check({
    operationId: 'searchProductsByKeyword',
    session: anon,
    method: 'GET',
    path: `/public/products/keyword/${encodeURIComponent(keyword)}?pageNumber=0&pageSize=5`,
    expect: [302],
  });
  const categories = await v.check({
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
    v.skip('getProductsByCategory', 'GET', '/public/categories/{id}/products', 'no category');
  else
    await v.check({
      operationId: 'getProductsByCategory',
      session: anon,
      method: 'GET',
      path: `/public/categories/${categoryId}/products?pageNumber=0&pageSize=5`,
      expect: isObject(category) ? [200] : [200, 400],
    });
  const image = products.map((p) => p.image).find((i): i is string => typeof i === 'string' && !!i);
  if (!image) v.skip('getImage', 'GET', '/images/{name}', 'no product has an image');
  else {
    // GET /public/products gives a full URL; the image endpoint takes the bare name.
    const bare = decodeURIComponent(image.split('?')[0]!.split('/').pop()!);
    await v.check({
      operationId: 'getImage',
      session: anon,
      method: 'GET',
      path: `/images/${encodeURIComponent(bare)}`,
      expect: [200],
    });
  }
  const reviewed = productIdOf(first);
  if (reviewed === undefined)
    v.skip('getProductReviews', 'GET', '/public/products/{productId}/reviews', 'no product');
  else await productReviews(v, anon, reviewed);
  const inStock = (min: number, not?: number) =>
    products.find((p) => Number(p.quantity) >= min && productIdOf(p) !== not);
  const one = inStock(1);
  const two = inStock(2, productIdOf(one));
  return { one, two };
}

/** The --user account's own data, read only; then a sign-out and a wrong password. */
export async function shopperReads(v: Verification, session: ApiSession, productId?: number) {
  const { shopper, readOnly } = v.options;
  if (!(await signIn(v, session, shopper))) {
    v.skipAll(
      [
        ['getCurrentUser', 'GET', '/auth/user'],
        ['getUserAddresses', 'GET', '/users/addresses'],
        ['getUserOrders', 'GET', '/orders/users'],
        ['getMyReview', 'GET', '/products/{productId}/reviews/mine'],
      ],
      `sign-in as ${shopper.username} failed`,
    );
    return;
  }
  const note = `as ${shopper.username}`;
  const step = v.steps(session, note);
  for (const [operationId, path] of [
    ['getCurrentUser', '/auth/user'],
    ['getUserAddresses', '/users/addresses'],
    ['getUserOrders', '/orders/users'],
  ] as const)
    await step(operationId, 'GET', path);
  if (productId === undefined)
    v.skip('getMyReview', 'GET', '/products/{productId}/reviews/mine', 'no product');
  else await myReview(v, session, productId, note);
  // Without --read-only the throwaway shopper reads a cart it wrote itself instead.
  if (readOnly)
    await v.check({
      operationId: 'getUserCart',
      session,
      method: 'GET',
      path: '/carts/users/cart',
      // A user who never wrote a cart has none on the real server: a null pointer there, which
      // it answers with the masked 401 (path /error); 404 on a careful server.
      expect: [200, 404, 401],
      note,
    });
  await signOut(v, session, shopper.username);
  await v.check({
    operationId: 'getCurrentUser',
    session,
    method: 'GET',
    path: '/auth/user',
    expect: [401],
    note: 'after sign-out: 401',
  });
  await v.check({
    operationId: 'signIn',
    session,
    method: 'POST',
    path: '/auth/signin',
    json: { username: shopper.username, password: `${shopper.password}-wrong` },
    // 404 "Bad credentials" on the deployed server version, 401 on later ones.
    expect: [404, 401],
    note: 'wrong password',
  });
}

/**
 * The back office's lists and statistics, on a session signed in as the administrator. With
 * --read-only also one existing user (otherwise the throwaway user is read after its creation).
 */
export async function adminReads(v: Verification, session: ApiSession, note: string) {
  const step = v.steps(session, note);
  const users = await step('getAdminUsers', 'GET', '/admin/users?pageNumber=0&pageSize=20');
  await step(
    'getAdminOrders',
    'GET',
    '/admin/orders?pageNumber=0&pageSize=10&sortBy=orderDate&sortOrder=desc',
  );
  for (const [operationId, path] of [
    ['getDashboardStatistics', '/admin/statistics'],
    ['getSalesStatistics', '/admin/statistics/sales?period=month'],
    ['getUserStatistics', '/admin/statistics/users'],
    ['getProductStatistics', '/admin/statistics/products'],
  ] as const)
    await step(operationId, 'GET', path);
  await moderation(v, session, note);

  if (!v.options.readOnly) return;
  const someone = idOf(listItems(users?.data)[0], 'id');
  if (someone !== undefined) await step('getAdminUser', 'GET', `/admin/users/${someone}`);
}
