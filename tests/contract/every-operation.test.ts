import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { checkedResponses } from './contract-recorder';
import { operations } from '../../scripts/contract/openapi/openapi-document';
import { checkResponse } from '../../scripts/contract/openapi/response-validator';
import { addressOf, callApi, productInStock, signIn } from '../helpers/mock-api';
import { payForCart } from '../helpers/paid-intent';
import { toCents } from '@/lib/money';

type Who = 'anonymous' | 'user1' | 'admin';
interface Case {
  who: Who;
  method: string;
  /** A function when the path depends on data created first. */
  path: string | (() => Promise<string>);
  json?: unknown;
  body?: () => BodyInit;
  status: number;
  redirect?: RequestRedirect;
}

const newProduct = {
  productName: 'Test Lamp',
  description: 'A lamp for testing',
  price: 40,
  quantity: 5,
  discount: 10,
};
const address = {
  street: 'Main Street 1',
  building: 'Tower A',
  buildingName: 'Tower A',
  city: 'Springfield',
  state: 'IL',
  country: 'USA',
  zipCode: '62701',
  pincode: '62701',
};
const userFields = {
  username: 'newstaff',
  email: 'new.staff@shop.com',
  firstName: 'New',
  lastName: 'Staff',
  phone: null,
};

const review = { rating: 5, title: 'Great', text: 'Exactly as described.' };

/** user1's own review of product 123 (written first), as /reviews/{id}. */
async function ownReviewPath() {
  const written = await callApi('/products/123/reviews', { method: 'POST', json: review });
  const { reviewId } = (await written.json()) as { reviewId: number };
  return `/reviews/${reviewId}`;
}

async function cartWithOneProduct() {
  const product = productInStock(3);
  await callApi(`/carts/products/${product.productId}/quantity/1`, { method: 'POST' });
  return product;
}

/** What the payment fixtures made first (amount, client secret, paid intent). */
const paymentFixture = { amount: 0, clientSecret: '', paymentIntent: '' };

/** A client secret for user1's server cart (the mock's plain mode wants the cart's amount). */
async function secretForCart() {
  const cart = await (await callApi('/carts/users/cart')).json();
  const response = await callApi('/order/stripe-client-secret', {
    method: 'POST',
    json: { amount: toCents(cart.totalPrice), currency: 'usd' },
  });
  const clientSecret = await response.text();
  return { id: clientSecret.split('_secret_')[0]!, clientSecret };
}

// One successful call per operation of openapi.yaml.
const cases: Record<string, Case> = {
  getProducts: {
    who: 'anonymous',
    method: 'GET',
    path: '/public/products?pageNumber=0&pageSize=12&sortBy=price&sortOrder=desc&category=Phones&facets=true&inStock=true&maxPrice=2000',
    status: 200,
  },
  // A 302 without Location: browsers hand it back as it is, but msw's node interceptor tries to
  // follow it, so the node test asks for the redirect unfollowed.
  searchProductsByKeyword: {
    who: 'anonymous',
    method: 'GET',
    path: '/public/products/keyword/a?pageSize=5',
    status: 302,
    redirect: 'manual',
  },
  getCategories: {
    who: 'anonymous',
    method: 'GET',
    path: '/public/categories?pageSize=50',
    status: 200,
  },
  createCategory: {
    who: 'admin',
    method: 'POST',
    path: '/public/categories',
    json: { categoryName: 'Garden', name: 'Garden', description: 'Plants', isActive: true },
    status: 201,
  },
  updateCategory: {
    who: 'admin',
    method: 'PUT',
    path: '/public/categories/1',
    json: { categoryName: 'Phones & Tablets', isActive: true },
    status: 200,
  },
  getProductsByCategory: {
    who: 'anonymous',
    method: 'GET',
    path: '/public/categories/1/products',
    status: 200,
  },
  deleteCategory: {
    who: 'admin',
    method: 'DELETE',
    path: async () => {
      const created = await (
        await callApi('/public/categories', { method: 'POST', json: { categoryName: 'Temporary' } })
      ).json();
      return `/admin/categories/${created.categoryId}`;
    },
    status: 200,
  },
  createProduct: {
    who: 'admin',
    method: 'POST',
    path: '/admin/categories/1/product',
    json: newProduct,
    status: 201,
  },
  updateProduct: {
    who: 'admin',
    method: 'PUT',
    path: '/admin/products/1',
    json: { ...newProduct, specialPrice: 35.5 },
    status: 200,
  },
  deleteProduct: { who: 'admin', method: 'DELETE', path: '/admin/products/2', status: 200 },
  updateProductImage: {
    who: 'admin',
    method: 'PUT',
    path: '/products/1/image',
    // The multipart body by hand, as a Node Blob: jsdom's FormData and File do not carry the
    // bytes into fetch, and the server judges an image by its bytes (a PNG signature here).
    body: () =>
      new NodeBlob(
        [
          '--contract\r\nContent-Disposition: form-data; name="image"; filename="photo.png"\r\n',
          'Content-Type: image/png\r\n\r\n',
          new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0]),
          '\r\n--contract--\r\n',
        ],
        { type: 'multipart/form-data; boundary=contract' },
      ) as unknown as Blob,
    status: 200,
  },
  getImage: { who: 'anonymous', method: 'GET', path: '/images/product-1.png', status: 200 },
  signIn: {
    who: 'anonymous',
    method: 'POST',
    path: '/auth/signin',
    json: { username: 'user1', password: 'password1' },
    status: 200,
  },
  signUp: {
    who: 'anonymous',
    method: 'POST',
    path: '/auth/signup',
    json: { username: 'newshopper', email: 'new.shopper@shop.com', password: 'secret12' },
    status: 200,
  },
  signOut: { who: 'user1', method: 'POST', path: '/auth/signout', status: 200 },
  getCurrentUser: { who: 'user1', method: 'GET', path: '/auth/user', status: 200 },
  replaceCart: {
    who: 'user1',
    method: 'POST',
    path: '/cart/create',
    json: [{ productId: 0, quantity: 1 }],
    status: 201,
  },
  getUserCart: { who: 'user1', method: 'GET', path: '/carts/users/cart', status: 200 },
  addProductToCart: {
    who: 'user1',
    method: 'POST',
    path: async () => `/carts/products/${productInStock().productId}/quantity/1`,
    status: 201,
  },
  updateCartQuantity: {
    who: 'user1',
    method: 'PUT',
    path: async () => `/cart/products/${(await cartWithOneProduct()).productId}/quantity/add`,
    status: 200,
  },
  removeProductFromCart: {
    who: 'user1',
    method: 'DELETE',
    path: async () => {
      const product = await cartWithOneProduct();
      const cart = await (await callApi('/carts/users/cart')).json();
      return `/carts/${cart.cartId}/product/${product.productId}`;
    },
    status: 200,
  },
  getUserAddresses: { who: 'user1', method: 'GET', path: '/users/addresses', status: 200 },
  createAddress: {
    who: 'user1',
    method: 'POST',
    path: '/users/addresses',
    json: address,
    status: 201,
  },
  updateAddress: {
    who: 'user1',
    method: 'PUT',
    path: async () => `/users/addresses/${addressOf('user1').addressId}`,
    json: address,
    status: 200,
  },
  deleteAddress: {
    who: 'user1',
    method: 'DELETE',
    path: async () => `/users/addresses/${addressOf('user1').addressId}`,
    status: 200,
  },
  createStripeClientSecret: {
    who: 'user1',
    method: 'POST',
    // The mock's plain mode charges the server cart's amount: one product at its special price.
    path: async () => {
      const product = await cartWithOneProduct();
      paymentFixture.amount = toCents(product.specialPrice);
      return '/order/stripe-client-secret';
    },
    json: null, // filled in below: the cart's amount
    status: 201,
  },
  confirmTestPayment: {
    who: 'user1',
    method: 'POST',
    path: async () => {
      await cartWithOneProduct();
      const { id, clientSecret } = await secretForCart();
      paymentFixture.clientSecret = clientSecret;
      return `/order/test-payments/${id}/confirm`;
    },
    json: null, // filled in below: the client secret and the test card
    status: 200,
  },
  getTestPayment: {
    who: 'user1',
    method: 'GET',
    path: async () => {
      await cartWithOneProduct();
      const { id, clientSecret } = await secretForCart();
      return `/order/test-payments/${id}?client_secret=${encodeURIComponent(clientSecret)}`;
    },
    status: 200,
  },
  placeOrder: {
    who: 'user1',
    method: 'POST',
    path: async () => {
      await cartWithOneProduct();
      paymentFixture.paymentIntent = (await payForCart('user1')).id;
      return '/order/users/payment/online';
    },
    json: null, // filled in below: it needs user1's address id and a paid intent
    status: 201,
  },
  getUserOrders: { who: 'user1', method: 'GET', path: '/orders/users', status: 200 },
  getAdminUsers: {
    who: 'admin',
    method: 'GET',
    path: '/admin/users?pageNumber=0&pageSize=20',
    status: 200,
  },
  createAdminUser: {
    who: 'admin',
    method: 'POST',
    path: '/admin/users',
    json: { ...userFields, password: 'secret12' },
    status: 201,
  },
  getAdminUser: { who: 'admin', method: 'GET', path: '/admin/users/2', status: 200 },
  updateAdminUser: {
    who: 'admin',
    method: 'PUT',
    path: '/admin/users/5',
    json: { ...userFields, active: false },
    status: 200,
  },
  deleteAdminUser: { who: 'admin', method: 'DELETE', path: '/admin/users/6', status: 200 },
  getAdminOrders: {
    who: 'admin',
    method: 'GET',
    path: '/admin/orders?pageNumber=0&pageSize=25',
    status: 200,
  },
  updateOrderStatus: {
    who: 'admin',
    method: 'PUT',
    path: '/admin/orders/1/status',
    json: { status: 'shipped' },
    status: 200,
  },
  getDashboardStatistics: { who: 'admin', method: 'GET', path: '/admin/statistics', status: 200 },
  getSalesStatistics: {
    who: 'admin',
    method: 'GET',
    path: '/admin/statistics/sales?period=month',
    status: 200,
  },
  getUserStatistics: { who: 'admin', method: 'GET', path: '/admin/statistics/users', status: 200 },
  getProductStatistics: {
    who: 'admin',
    method: 'GET',
    path: '/admin/statistics/products',
    status: 200,
  },
  // The reviews extension. user1 received products 20 and 123 (completed orders of the seed).
  getProductReviews: {
    who: 'anonymous',
    method: 'GET',
    path: '/public/products/1/reviews?pageNumber=0&pageSize=5&sort=highest',
    status: 200,
  },
  getMyReview: { who: 'user1', method: 'GET', path: '/products/20/reviews/mine', status: 200 },
  createReview: {
    who: 'user1',
    method: 'POST',
    path: '/products/20/reviews',
    json: review,
    status: 201,
  },
  updateReview: {
    who: 'user1',
    method: 'PUT',
    path: () => ownReviewPath(),
    json: { ...review, rating: 3 },
    status: 200,
  },
  deleteReview: { who: 'user1', method: 'DELETE', path: () => ownReviewPath(), status: 200 },
  getAdminReviews: {
    who: 'admin',
    method: 'GET',
    path: '/admin/reviews?pageNumber=0&pageSize=25&status=pending&sortBy=rating&sortOrder=asc',
    status: 200,
  },
  moderateReview: {
    who: 'admin',
    method: 'PUT',
    path: '/admin/reviews/1/status',
    json: { status: 'approved' },
    status: 200,
  },
};

function bodyFor(operationId: string, c: Case) {
  if (operationId === 'replaceCart')
    return [{ productId: productInStock().productId, quantity: 1 }];
  if (operationId === 'createStripeClientSecret')
    return { amount: paymentFixture.amount, currency: 'usd' };
  if (operationId === 'confirmTestPayment')
    return { clientSecret: paymentFixture.clientSecret, cardNumber: '4242 4242 4242 4242' };
  if (operationId === 'placeOrder')
    return {
      addressId: addressOf('user1').addressId,
      pgName: 'Stripe',
      pgPaymentId: paymentFixture.paymentIntent,
      pgStatus: 'succeeded',
      pgResponseMessage: 'Payment successful',
    };
  return c.json;
}

const table = operations.map((op) => ({ ...op, fixture: cases[op.operationId] }));

describe('every operation of openapi.yaml, answered by its mock handler', () => {
  it('has one fixture per operation and no fixture for an operation that does not exist', () => {
    expect(table.filter((row) => !row.fixture).map((row) => row.operationId)).toEqual([]);
    expect(Object.keys(cases).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it.each(table)(
    '$operationId ($method $path, tag $tag) answers with a schema-valid body',
    async (row) => {
      const c = row.fixture!;
      expect(c.method).toBe(row.method);
      if (c.who !== 'anonymous') await signIn(c.who);
      const path = typeof c.path === 'function' ? await c.path() : c.path;
      const json = bodyFor(row.operationId, c);
      const response = await callApi(path, {
        method: c.method,
        ...(c.redirect ? { redirect: c.redirect } : {}),
        ...(c.body ? { body: c.body() } : json !== undefined ? { json } : {}),
      });
      const check = await checkResponse(
        new Request(response.url, { method: c.method }),
        response.clone(),
      );
      expect(check.operationId).toBe(row.operationId);
      expect(check.problems).toEqual([]);
      expect(response.status).toBe(c.status);
    },
  );

  it('saw a schema-valid success answer from every operation', () => {
    const succeeded = new Set(
      checkedResponses()
        .filter((check) => check.status < 400 && check.problems.length === 0)
        .map((check) => check.operationId),
    );
    expect(operations.map((op) => op.operationId).filter((id) => !succeeded.has(id))).toEqual([]);
  });
});
