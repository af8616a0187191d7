import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { cartAmountCents, findPaymentIntent } from '../../mocks/db/payment-intents';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { addressOf, callApi, productInStock, signIn, signOut } from '../helpers/mock-api';
import { payForCart } from '../helpers/paid-intent';
import { client, type Json } from './quirks-client';

/**
 * The mock's payment intent registry (mocks/db/payment-intents.ts) and what the plain mode, a
 * careful server, checks with it: the client secret's amount is the server cart's, the test card
 * decides in the mock, and an order needs an unused succeeded intent of the user for exactly the
 * cart's amount. Quirks mode keeps the real server's trust.
 */
const userId = (name: string) => db().users.find((u) => u.username === name)!.id;

async function fillServerCart(quantity = 2) {
  const product = productInStock(quantity + 1);
  const response = await callApi('/cart/create', {
    method: 'POST',
    json: [{ productId: product.productId, quantity }],
  });
  expect(response.status).toBe(201);
  return product;
}

const placeOrder = (username: string, pgPaymentId: string) =>
  callApi('/order/users/payment/online', {
    method: 'POST',
    json: {
      addressId: addressOf(username).addressId,
      pgName: 'Stripe',
      pgPaymentId,
      pgStatus: 'succeeded',
      pgResponseMessage: 'Payment successful',
    },
  });

const messageOf = async (response: Response) => ((await response.json()) as Json).message;

describe('the client secret (plain mode)', () => {
  it('is for the server cart’s amount, rounded to the cent, and records an intent of its owner', async () => {
    await signIn('user1');
    await fillServerCart();
    const amount = cartAmountCents(userId('user1'));
    expect(amount).toBeGreaterThan(0);
    const response = await callApi('/order/stripe-client-secret', {
      method: 'POST',
      json: { amount, currency: 'usd' },
    });
    expect(response.status).toBe(201);
    const secret = await response.text();
    const intent = findPaymentIntent(secret.split('_secret_')[0]!)!;
    expect(intent).toMatchObject({
      clientSecret: secret,
      userId: userId('user1'),
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      usedByOrderId: null,
    });
  });

  it('refuses an amount that is not the cart’s with 400 "The amount does not match the cart"', async () => {
    await signIn('user1');
    await fillServerCart();
    const amount = cartAmountCents(userId('user1'));
    for (const wrong of [amount - 1, amount + 1, 50]) {
      const response = await callApi('/order/stripe-client-secret', {
        method: 'POST',
        json: { amount: wrong, currency: 'usd' },
      });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('The amount does not match the cart');
    }
  });
});

describe('the test card (plain mode)', () => {
  it('4242 pays, 0002 is declined and 9995 has insufficient funds; a paid intent stays paid', async () => {
    await signIn('user1');
    await fillServerCart();
    const declined = await payForCart('user1', '4000 0000 0000 0002');
    expect(declined.intent).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    const poor = await payForCart('user1', '4000000000009995');
    expect(poor.intent).toMatchObject({
      status: 'requires_payment_method',
      error: 'Your card has insufficient funds.',
    });
    const paid = await payForCart('user1');
    expect(paid.intent).toMatchObject({ status: 'succeeded' });
    expect(paid.intent).not.toHaveProperty('error');
    const again = await callApi(`/order/test-payments/${paid.id}/confirm`, {
      method: 'POST',
      json: { clientSecret: paid.clientSecret, cardNumber: '4000000000000002' },
    });
    expect(await again.json()).toMatchObject({ status: 'succeeded' });
    const read = await callApi(
      `/order/test-payments/${paid.id}?client_secret=${encodeURIComponent(paid.clientSecret)}`,
    );
    expect(await read.json()).toEqual({
      id: paid.id,
      status: 'succeeded',
      amount: cartAmountCents(userId('user1')),
      currency: 'usd',
    });
  });

  it('is only for the intent’s owner and with its own secret', async () => {
    await signIn('user1');
    await fillServerCart();
    const { id, clientSecret } = await payForCart('user1', '4000000000000002');
    const wrongSecret = await callApi(`/order/test-payments/${id}/confirm`, {
      method: 'POST',
      json: { clientSecret: `${id}_secret_guessed`, cardNumber: '4242424242424242' },
    });
    expect(wrongSecret.status).toBe(404);
    await signOut();
    await signIn('admin');
    const stranger = await callApi(`/order/test-payments/${id}/confirm`, {
      method: 'POST',
      json: { clientSecret, cardNumber: '4242424242424242' },
    });
    expect(stranger.status).toBe(404);
    expect((await callApi(`/order/test-payments/${id}?client_secret=${clientSecret}`)).status).toBe(
      404,
    );
    expect(findPaymentIntent(id)!.status).toBe('requires_payment_method');
  });
});

describe('placing an order (plain mode)', () => {
  it('needs a succeeded intent: none, a made-up id or an unpaid one is refused', async () => {
    await signIn('user1');
    await fillServerCart();
    const made = await placeOrder('user1', 'pi_madeup');
    expect(made.status).toBe(400);
    expect(await messageOf(made)).toBe('No payment found with id pi_madeup');
    const { id } = await payForCart('user1', '4000000000000002');
    const unpaid = await placeOrder('user1', id);
    expect(unpaid.status).toBe(400);
    expect(await messageOf(unpaid)).toBe(`The payment ${id} has not succeeded`);
    expect(db().orders).toHaveLength(300);
  });

  it('uses the intent up: a second order with it is refused', async () => {
    await signIn('user1');
    await fillServerCart(1);
    const { id } = await payForCart('user1');
    const first = await placeOrder('user1', id);
    expect(first.status).toBe(201);
    const orderId = ((await first.json()) as Json).orderId;
    expect(findPaymentIntent(id)!.usedByOrderId).toBe(orderId);
    await fillServerCart(1);
    const second = await placeOrder('user1', id);
    expect(second.status).toBe(400);
    expect(await messageOf(second)).toBe(`The payment ${id} was already used for order ${orderId}`);
    expect(db().orders).toHaveLength(301);
  });

  it('refuses another user’s intent as if unknown', async () => {
    await signIn('admin');
    await fillServerCart(1);
    const { id } = await payForCart('admin');
    await signOut();
    await signIn('user1');
    await fillServerCart(1);
    const response = await placeOrder('user1', id);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(`No payment found with id ${id}`);
    expect(findPaymentIntent(id)!.usedByOrderId).toBeNull();
  });

  it('refuses an intent for another amount (the cart changed after paying)', async () => {
    await signIn('user1');
    const product = await fillServerCart(1);
    const { id } = await payForCart('user1');
    await callApi('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: 2 }],
    });
    const response = await placeOrder('user1', id);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/^The payment does not match the cart: \$/);
    expect(db().orders).toHaveLength(300);
  });
});

describe('quirks mode keeps the real server’s trust', () => {
  let mock: MockHttpServer;
  beforeAll(async () => {
    mock = await startMockHttpServer({ port: 0, quirks: true });
  });
  afterAll(() => mock?.close());

  it('takes the amount as sent and places an order with a made-up payment id (documented: the app must verify)', async () => {
    const shopper = client(() => mock.url);
    await shopper.signIn('user1', 'password1');
    const product = productInStock(3);
    await shopper.call('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: 1 }],
    });
    const secret = await shopper.call('/order/stripe-client-secret', {
      method: 'POST',
      json: { amount: 12345, currency: 'usd' },
    });
    expect(secret.status).toBe(201);
    const placed = await shopper.call('/order/users/payment/online', {
      method: 'POST',
      json: {
        addressId: addressOf('user1').addressId,
        pgName: 'Stripe',
        pgPaymentId: 'pi_made_up',
        pgStatus: 'succeeded',
        pgResponseMessage: 'Payment successful',
      },
    });
    expect(placed.status).toBe(201);
  });
});
