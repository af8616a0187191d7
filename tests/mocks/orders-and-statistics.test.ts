import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { addressOf, callApi, productInStock, signIn } from '../helpers/mock-api';
import { payForCart } from '../helpers/paid-intent';

// The plain mode places an order only with a paid intent for the cart (tests/mocks/payments-registry.test.ts).
const payment = (addressId: number, pgPaymentId = 'pi_test_1') => ({
  addressId,
  pgName: 'Stripe',
  pgPaymentId,
  pgStatus: 'succeeded',
  pgResponseMessage: 'Payment successful',
});

describe('placing an order in the mock backend', () => {
  it('lowers stock, empties the cart and shows up in the statistics computed from the data', async () => {
    await signIn('admin');
    const before = await (await callApi('/admin/statistics')).json();
    await signIn('user1');
    const product = productInStock(3);
    const stock = product.quantity;
    await callApi('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: 2 }],
    });
    const { id } = await payForCart('user1');
    const placed = await callApi('/order/users/payment/online', {
      method: 'POST',
      json: payment(addressOf('user1').addressId, id),
    });
    expect(placed.status).toBe(201);
    const order = await placed.json();
    expect(order.totalAmount).toBeCloseTo((Math.round(product.specialPrice * 100) / 100) * 2, 2);
    expect(db().products.find((p) => p.productId === product.productId)!.quantity).toBe(stock - 2);
    expect((await (await callApi('/carts/users/cart')).json()).products).toEqual([]);
    expect((await (await callApi('/orders/users')).json())[0].orderId).toBe(order.orderId);

    await signIn('admin');
    const after = await (await callApi('/admin/statistics')).json();
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.ordersToday).toBe(before.ordersToday + 1);
    expect(after.totalRevenue).toBeCloseTo(before.totalRevenue + order.totalAmount, 1);
  });

  it('refuses an empty cart with 400 "Cart is empty" and a stranger\'s address with 404', async () => {
    await signIn('user1');
    const empty = await callApi('/order/users/payment/online', {
      method: 'POST',
      json: payment(addressOf('user1').addressId),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Cart is empty', status: false });
    const product = productInStock(1);
    await callApi('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: 1 }],
    });
    const foreign = db().addresses.find((a) => a.userId !== 2)!;
    expect(
      (
        await callApi('/order/users/payment/online', {
          method: 'POST',
          json: payment(foreign.addressId),
        })
      ).status,
    ).toBe(404);
  });

  it('refuses more than the stock when the cart is written', async () => {
    await signIn('user1');
    const product = productInStock(1);
    const response = await callApi('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: product.quantity + 1 }],
    });
    expect(response.status).toBe(400);
  });

  it('answers the client secret as plain text and refuses a non-positive amount', async () => {
    await signIn('user1');
    const product = productInStock(1);
    await callApi('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: 1 }],
    });
    const ok = await callApi('/order/stripe-client-secret', {
      method: 'POST',
      json: { amount: Math.round(Number(`${product.specialPrice.toFixed(6)}e2`)), currency: 'usd' },
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toMatch(/^pi_\w+_secret_\w+$/);
    const bad = await callApi('/order/stripe-client-secret', {
      method: 'POST',
      json: { amount: 0, currency: 'usd' },
    });
    expect(bad.status).toBe(400);
  });

  it('lets an admin move an order to any accepted status and refuses others', async () => {
    await signIn('admin');
    const ok = await callApi('/admin/orders/1/status', {
      method: 'PUT',
      json: { status: 'cancelled' },
    });
    expect((await ok.json()).orderStatus).toBe('cancelled');
    const bad = await callApi('/admin/orders/1/status', {
      method: 'PUT',
      json: { status: 'Order Accepted !' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers address validation with the real field messages', async () => {
    await signIn('user1');
    const response = await callApi('/users/addresses', {
      method: 'POST',
      json: { street: 'abc', city: 'X', state: 'I', country: '', building: 'ab', zipCode: '1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      street: 'Street name must be atleast 5 characters',
      buildingName: 'Building name must be atleast 5 characters',
      pincode: 'Pincode must be atleast 5 characters',
    });
  });
});
