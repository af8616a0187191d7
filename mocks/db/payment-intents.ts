import { luhnValid } from '@/lib/luhn';
import { db } from './database';
import type { DbState } from './types';

/**
 * The mock's payment intent registry: what a card processor knows about each intent. The client
 * secret call creates one (owner, amount, currency), the test payment form's confirm call moves
 * it to `succeeded` (or leaves it waiting for another card), the order confirmation page reads it
 * back, and a careful order placement uses it up.
 *
 * The rows live on the tables object itself, so they are persisted with the rest of the mock
 * shop (the browser worker's localStorage) and gone after a reset, like every other table.
 */

export type IntentStatus = 'requires_payment_method' | 'succeeded';

export interface PaymentIntentRow {
  id: string;
  clientSecret: string;
  /** The user the client secret was issued to: nobody else may pay with it or read it. */
  userId: number;
  /** In cents. */
  amount: number;
  currency: string;
  status: IntentStatus;
  /** Why the last card was refused, in Stripe's words. */
  error: string | null;
  /** The order it paid for: an intent pays for one order only. */
  usedByOrderId: number | null;
  createdAt: string;
}

type TablesWithIntents = DbState & { paymentIntents?: PaymentIntentRow[] };

export function paymentIntents(): PaymentIntentRow[] {
  const tables = db() as TablesWithIntents;
  if (!Array.isArray(tables.paymentIntents)) tables.paymentIntents = [];
  return tables.paymentIntents;
}

function randomId(length: number) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (b) => chars[b % chars.length],
  ).join('');
}

/** A new intent waiting for a card; its client secret is formatted like Stripe's. */
export function createPaymentIntent(
  userId: number,
  amount: number,
  currency: string,
): PaymentIntentRow {
  const id = `pi_${randomId(24)}`;
  const row: PaymentIntentRow = {
    id,
    clientSecret: `${id}_secret_${randomId(24)}`,
    userId,
    amount,
    currency,
    status: 'requires_payment_method',
    error: null,
    usedByOrderId: null,
    createdAt: new Date().toISOString(),
  };
  paymentIntents().push(row);
  return row;
}

export const findPaymentIntent = (id: string): PaymentIntentRow | undefined =>
  paymentIntents().find((row) => row.id === id);

/** The intent, only for its owner and with its own client secret (else as if unknown). */
export function ownedPaymentIntent(
  id: string,
  userId: number,
  clientSecret: unknown,
): PaymentIntentRow | undefined {
  const row = findPaymentIntent(id);
  return row && row.userId === userId && row.clientSecret === clientSecret ? row : undefined;
}

/** Dollars to whole cents without binary noise (0.29 * 100 is 28.999999999999996). */
const toCents = (amount: number) => Math.round(Number(`${amount.toFixed(6)}e2`));

/**
 * What the user's server cart costs, in cents: the sum of its lines at today's prices, rounded to
 * the cent once (as the cart's `totalPrice` is). 0 for no cart or an empty one.
 */
export function cartAmountCents(userId: number): number {
  const tables = db();
  const cart = tables.carts.find((c) => c.userId === userId);
  let total = 0;
  for (const item of cart?.items ?? []) {
    const product = tables.products.find((p) => p.productId === item.productId);
    if (product) total += product.specialPrice * item.quantity;
  }
  return toCents(total);
}

/** Stripe's test cards (the test payment form lists them: docs/product/checkout.md). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** What Stripe's test mode answers for its test cards. */
const TEST_CARD_OUTCOMES: Record<string, string | null> = {
  [TEST_CARDS.success]: null,
  [TEST_CARDS.declined]: 'Your card was declined.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
};

/**
 * The test "bank": null when the card pays, else Stripe's message. Any other complete, valid
 * card number pays too, as in Stripe's test mode.
 */
export function chargeCard(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits)) return 'Your card number is incomplete.';
  if (!luhnValid(digits)) return 'Your card number is invalid.';
  return TEST_CARD_OUTCOMES[digits] ?? null;
}

/** The contract's TestPaymentIntent. */
export const toTestPaymentDto = (row: PaymentIntentRow) => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  ...(row.error ? { error: row.error } : {}),
});
