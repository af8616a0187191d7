import { db, nextId } from './database';
import { findPaymentIntent } from './payment-intents';
import type { AddressRow, CartRow, OrderRow, ProductRow, UserRow } from './types';

/** An order placement as read from the request: its body, the user's address and cart lines. */
export interface OrderRequest {
  body: Record<string, unknown>;
  pgPaymentId: string;
  address: AddressRow;
  cart: CartRow;
  lines: { quantity: number; product: ProductRow }[];
}

/** How the order is written: paid or waiting, its first status, and how amounts are rounded. */
export interface OrderTerms {
  paymentMethod: string;
  paid: boolean;
  status: string;
  round: (amount: number) => number;
}

/**
 * Turns the server cart into an order: each line takes its stock (whatever is left), the cart is
 * emptied, and a known intent of this user is used up by it.
 */
export function placeOrder(user: UserRow, request: OrderRequest, terms: OrderTerms): OrderRow {
  const now = new Date().toISOString();
  const items = request.lines.map(({ quantity, product }) => {
    product.quantity -= quantity;
    return {
      orderItemId: nextId('orderItem'),
      productId: product.productId,
      productName: product.productName,
      image: product.image,
      quantity,
      discount: product.discount,
      orderedProductPrice: terms.round(product.specialPrice),
    };
  });
  const { address, pgPaymentId } = request;
  const order: OrderRow = {
    orderId: nextId('order'),
    userId: user.id,
    email: user.email,
    items,
    orderDate: now.slice(0, 10),
    createdAt: now,
    updatedAt: now,
    paidAt: terms.paid ? now : null,
    shippedAt: null,
    deliveredAt: null,
    orderStatus: terms.status,
    paymentStatus: terms.paid ? 'completed' : 'pending',
    paymentMethod: terms.paymentMethod,
    pgPaymentId,
    totalAmount: terms.round(items.reduce((s, i) => s + i.orderedProductPrice * i.quantity, 0)),
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
  db().orders.push(order);
  request.cart.items = [];
  const intent = findPaymentIntent(pgPaymentId);
  if (intent && intent.userId === user.id && intent.usedByOrderId === null)
    intent.usedByOrderId = order.orderId;
  return order;
}
