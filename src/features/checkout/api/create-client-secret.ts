import type { Address } from '@/api/adapters';
import { readClientSecret } from '@/api/adapters';
import { api, call } from '@/api/client';
import { toCents } from '@/lib/money';
import { readClientSecretFor, storeClientSecret, type PaymentTarget } from '../checkout-storage';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const INVALID_AMOUNT = STOREFRONT_TEXTS.checkout.invalidAmount;
/** The card processor's smallest charge in dollars is 50 cents; below it the server fails. */
export const MIN_CARD_AMOUNT_CENTS = 50;
export const AMOUNT_BELOW_MINIMUM = STOREFRONT_TEXTS.checkout.amountBelowMinimum;

/** Who pays: later server versions create the processor's customer from it. */
export interface PaymentCustomer {
  email?: string | null;
  name?: string | null;
  address?: Address | null;
}

interface CartToPay {
  totalPrice: number;
  items: readonly { productId: number; quantity: number }[];
}

/** The cart lines as one comparable text: the same lines give the same text. */
const cartSignature = (items: CartToPay['items']) =>
  [...items]
    .map(({ productId, quantity }) => `${productId}x${quantity}`)
    .sort()
    .join(',');

/**
 * A client secret for exactly this cart. The amount goes in whole cents (the total the shopper
 * sees, rounded to the cent), in usd. A stored secret is reused only when it was made for the
 * same amount and cart; any change asks for a new one. Amounts under the processor's minimum
 * are refused here, because the server's answer (a masked 401) would not say why.
 */
export async function ensureClientSecret(
  cart: CartToPay,
  customer: PaymentCustomer = {},
): Promise<string> {
  const amount = toCents(cart.totalPrice);
  if (!(amount > 0)) {
    console.error(`Client secret not requested: the total ${cart.totalPrice} is not above 0`);
    throw new Error(INVALID_AMOUNT);
  }
  if (amount < MIN_CARD_AMOUNT_CENTS) throw new Error(AMOUNT_BELOW_MINIMUM);
  const target: PaymentTarget = { amount, currency: 'usd', cart: cartSignature(cart.items) };
  const existing = readClientSecretFor(target);
  if (existing) return existing;
  const { address } = customer;
  const answer = await call(
    api.POST('/order/stripe-client-secret', {
      body: {
        amount,
        currency: 'usd',
        ...(customer.email && { email: customer.email }),
        ...(customer.name && { name: customer.name }),
        ...(address && {
          address: {
            street: `${address.buildingName}, ${address.street}`,
            city: address.city,
            state: address.state,
            pincode: address.pincode,
            country: address.country,
          },
        }),
      },
    }),
  );
  const secret = readClientSecret(answer as Parameters<typeof readClientSecret>[0]);
  if (!secret) throw new Error(STOREFRONT_TEXTS.checkout.failedToCreateClientSecret);
  storeClientSecret(secret, target);
  return secret;
}
