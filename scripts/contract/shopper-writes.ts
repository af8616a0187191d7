/**
 * The shopper's writes, as a throwaway account so that no real customer's data is touched:
 * sign-up, addresses, the cart, a payment intent and one order. The order cannot be deleted
 * through the API; the administrator puts its stock back and tries to delete the account.
 */
import { idOf, objectOf, productIdOf, type Json } from './answer-data';
import { signIn, signOut } from './auth-steps';
import type { CartProducts } from './read-checks';
import type { Answer, ApiSession } from './session';
import { refusedReviewWrites } from './review-checks';
import { addresses } from './shopper-addresses';
import { payWithTestCard } from './test-payments';
import type { Verification } from './verification';

/** The throwaway shopper's order, for the administrator's status change and clean-up. */
export interface Placed {
  orderId: number;
  orderStatus: string;
  userId?: number;
  /** The ordered product as the catalogue listed it (its stock before the order). */
  product?: Json;
}

/** The steps after sign-in, in order: skipped from `from` on when the sequence cannot go on. */
const SHOP_STEPS = [
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
const CART_STEPS_FROM = SHOP_STEPS.findIndex(([id]) => id === 'replaceCart');

/**
 * Every cart operation, ending with product `one` alone in the cart (what the order buys);
 * returns the cart as read while only `one` was in it.
 */
async function cart(v: Verification, session: ApiSession, note: string, one: number, two: number) {
  const step = v.steps(session, note);
  await step('replaceCart', 'POST', '/cart/create', {
    json: [{ productId: one, quantity: 1 }],
    expect: [201],
  });
  const read = await step('getUserCart', 'GET', '/carts/users/cart');
  const cartId = idOf(objectOf(read?.data), 'cartId');
  await step('addProductToCart', 'POST', `/carts/products/${two}/quantity/1`, { expect: [201] });
  await step('updateCartQuantity', 'PUT', `/cart/products/${two}/quantity/add`);
  if (cartId !== undefined)
    await step('removeProductFromCart', 'DELETE', `/carts/${cartId}/product/${two}`);
  else v.skip('removeProductFromCart', 'DELETE', '/carts/{cartId}/product/{id}', 'no cart id');
  return read;
}

/** Sign-up, addresses, the cart, payment and an order; the order placed, or null. */
export async function throwawayShopper(
  v: Verification,
  session: ApiSession,
  products: CartProducts | null,
): Promise<Placed | null> {
  const user = {
    username: `cv${v.id}`,
    email: `cv${v.id}@contract-verify.test`,
    password: `Verify-${v.id}`,
  };
  const skipRest = (why: string, from = 0) => v.skipAll(SHOP_STEPS.slice(from), why);

  const signedUp = await v.check({
    operationId: 'signUp',
    session,
    method: 'POST',
    path: '/auth/signup',
    json: user,
    expect: [200],
    note: user.username,
  });
  if (!signedUp) return (skipRest('sign-up failed'), null);
  v.leftBehind.push(`user ${user.username} (signed up)`);
  const signedIn = await signIn(v, session, user);
  if (!signedIn) return (skipRest(`sign-in as ${user.username} failed`), null);
  const userId = idOf(objectOf(signedIn.data), 'id');
  const note = `as ${user.username}`;
  const step = v.steps(session, note);

  const addressId = await addresses(v, session, note);
  const one = productIdOf(products?.one);
  const two = productIdOf(products?.two);
  if (one === undefined || two === undefined) {
    skipRest('the catalogue has no two products in stock', CART_STEPS_FROM);
    return null;
  }
  const filled = await cart(v, session, note, one, two);
  const total = Number(objectOf(filled?.data)?.totalPrice) || 1;
  const secretAnswer = await v.check({
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
  const paymentIntent = await payWithTestCard(v, session, secretAnswer, note);
  if (addressId === undefined) {
    v.skip('placeOrder', 'POST', '/order/users/payment/online', 'no address was created');
    return null;
  }
  const order = await placeOrder(v, session, addressId, paymentIntent, `1 × product ${one}`);
  await step('getUserOrders', 'GET', '/orders/users');
  if (order) await refusedReviewWrites(v, session, one, note);
  else
    v.skipAll(
      [
        ['createReview', 'POST', '/products/{productId}/reviews'],
        ['updateReview', 'PUT', '/reviews/{reviewId}'],
        ['deleteReview', 'DELETE', '/reviews/{reviewId}'],
      ],
      'no order was placed',
    );
  await signOut(v, session, user.username);
  const placed = objectOf(order?.data);
  const orderId = idOf(placed, 'orderId');
  if (orderId === undefined) return null;
  v.leftBehind.push(`order ${orderId} of ${user.username}`);
  return {
    orderId,
    orderStatus: String(placed?.orderStatus ?? ''),
    userId,
    product: products?.one,
  };
}

function placeOrder(
  v: Verification,
  session: ApiSession,
  addressId: number,
  paymentIntent: string | null,
  note: string,
): Promise<Answer | null> {
  return v.check({
    operationId: 'placeOrder',
    session,
    method: 'POST',
    path: '/order/users/payment/online',
    json: {
      addressId,
      pgName: 'Stripe',
      // The paid test intent where the server has test payments (a careful server wants one);
      // the real server believes any id.
      pgPaymentId: paymentIntent ?? `pi_contract_verify_${v.id}`,
      pgStatus: 'succeeded',
      pgResponseMessage: 'Payment successful',
    },
    expect: [201],
    note,
  });
}
