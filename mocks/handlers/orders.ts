import { HttpResponse } from 'msw';
import { requireUser } from '../auth';
import { commit, db, nextId } from '../db/database';
import { toOrderDto } from '../db/serializers';
import type { OrderRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord, notBlank, validate } from '../validation';

const round2 = (n: number) => Math.round(n * 100) / 100;
const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.localeCompare(a.createdAt);

function randomId(length: number) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (b) => chars[b % chars.length],
  ).join('');
}

export const orderHandlers = [
  http.post('/order/stripe-client-secret', async ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 1)
      return validationFailed({ amount: 'must be greater than or equal to 1' });
    if (body.currency !== 'usd')
      return badRequest(`Unsupported currency: ${String(body.currency)}`);
    // A PaymentIntent client secret as Stripe formats it, answered as plain text like the real server.
    return HttpResponse.text(`pi_${randomId(24)}_secret_${randomId(24)}`, { status: 201 });
  }),

  http.post('/order/users/payment/{paymentMethod}', async ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const invalid = validate(body, {
      pgName: [notBlank],
      pgPaymentId: [notBlank],
      pgStatus: [notBlank],
    });
    if (invalid) return validationFailed(invalid);
    const user = guard.user;
    const tables = db();
    const address = tables.addresses.find(
      (a) => a.addressId === Number(body.addressId) && a.userId === user.id,
    );
    if (!address) return notFound(`Address not found with addressId: ${String(body.addressId)}`);
    const cart = tables.carts.find((c) => c.userId === user.id);
    if (!cart || cart.items.length === 0) return badRequest('Cart is empty');
    const lines = cart.items.map((item) => ({
      item,
      product: tables.products.find((p) => p.productId === item.productId),
    }));
    for (const { item, product } of lines) {
      if (!product) return notFound(`Product not found with productId: ${item.productId}`);
      if (product.quantity < item.quantity)
        return badRequest(
          `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`,
        );
    }
    const now = new Date().toISOString();
    const succeeded = String(body.pgStatus).toLowerCase() === 'succeeded';
    const items = lines.map(({ item, product }) => {
      product!.quantity -= item.quantity; // the order takes the stock
      return {
        orderItemId: nextId('orderItem'),
        productId: product!.productId,
        productName: product!.productName,
        image: product!.image,
        quantity: item.quantity,
        discount: product!.discount,
        orderedProductPrice: round2(product!.specialPrice),
      };
    });
    const order: OrderRow = {
      orderId: nextId('order'),
      userId: user.id,
      email: user.email,
      items,
      orderDate: now.slice(0, 10),
      createdAt: now,
      updatedAt: now,
      paidAt: succeeded ? now : null,
      shippedAt: null,
      deliveredAt: null,
      orderStatus: succeeded ? 'paid' : 'pending_payment',
      paymentStatus: succeeded ? 'completed' : 'pending',
      paymentMethod: params.paymentMethod,
      pgPaymentId: String(body.pgPaymentId),
      totalAmount: round2(items.reduce((s, i) => s + i.orderedProductPrice * i.quantity, 0)),
      addressId: address.addressId,
      shippingAddress: {
        street: address.street,
        city: address.city,
        state: address.state,
        zipCode: address.pincode,
        country: address.country,
      },
      trackingNumber: null,
    };
    tables.orders.push(order);
    cart.items = [];
    commit();
    return HttpResponse.json(toOrderDto(order), { status: 201 });
  }),

  http.get('/orders/users', ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const own = db()
      .orders.filter((o) => o.userId === guard.user.id)
      .sort(newestFirst);
    return HttpResponse.json(own.map(toOrderDto));
  }),
];
