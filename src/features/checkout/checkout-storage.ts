import * as z from 'zod/mini';
import { onFirstUse } from '@/lib/on-first-use';
import type { Address } from '@/api/adapters';
import { read, readString, remove, write } from '@/lib/storage';
import { registerUserData } from '@/api/forget-user';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createExternalStore } from '@/lib/external-store';

/**
 * What checkout keeps in the browser: the selected address (CHECKOUT_ADDRESS,
 * read at start-up), the client secret ('client-secret') and the payment method.
 */

const addressSchema = onFirstUse(
  () =>
    z.object({
      addressId: z.int(),
      street: z.string(),
      buildingName: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      pincode: z.string(),
    }) satisfies z.ZodMiniType<Address, unknown>,
);

export type PaymentMethod = 'card' | 'paypal';

interface CheckoutState {
  address: Address | null;
  paymentMethod: PaymentMethod;
}

const store = createExternalStore<CheckoutState>({
  address: read(STORAGE_KEYS.checkoutAddress, addressSchema),
  paymentMethod: 'card', // unset means the card method
});
const publish = (next: Partial<CheckoutState>) => store.set({ ...store.get(), ...next });

export const getCheckoutState = store.get;
export const useCheckoutState = store.use;

/** Selecting a checkout address saves it to browser storage. */
export function selectCheckoutAddress(address: Address | null) {
  if (address) write(STORAGE_KEYS.checkoutAddress, address);
  else remove(STORAGE_KEYS.checkoutAddress);
  publish({ address });
}

/**
 * An address was deleted from the address book (on the profile page or at checkout): when it was
 * the chosen delivery address, nothing is chosen any more, in this page's memory and in storage,
 * so the checkout cannot go on with an address the server no longer has.
 */
export function forgetDeletedAddress(deleted: Pick<Address, 'addressId'>) {
  if (store.get().address?.addressId === deleted.addressId) selectCheckoutAddress(null);
}

export const choosePaymentMethod = (paymentMethod: PaymentMethod) => publish({ paymentMethod });

// A PaymentIntent's client secret as Stripe writes it; anything else was not stored by the app.
const CLIENT_SECRET = /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;

/** The stored client secret; a value that is none is removed, so a new one is asked for. */
export function readClientSecretFromStorage(): string | null {
  const secret = readString(STORAGE_KEYS.clientSecret);
  if (secret === null || CLIENT_SECRET.test(secret)) return secret;
  remove(STORAGE_KEYS.clientSecret);
  return null;
}

/** What a payment intent was made for: its amount in cents, its currency and the cart lines. */
const paymentTargetSchema = onFirstUse(() =>
  z.object({
    amount: z.int(),
    currency: z.string(),
    cart: z.string(),
  }),
);
export type PaymentTarget = z.infer<ReturnType<typeof paymentTargetSchema>>;

/**
 * The stored client secret, only when it was made for exactly this amount, currency and cart: a
 * secret for another total would charge the card one amount while the order says another.
 */
export function readClientSecretFor(target: PaymentTarget): string | null {
  const secret = readClientSecretFromStorage();
  const madeFor = read(STORAGE_KEYS.clientSecretFor, paymentTargetSchema);
  const same =
    !!madeFor &&
    madeFor.amount === target.amount &&
    madeFor.currency === target.currency &&
    madeFor.cart === target.cart;
  return secret && same ? secret : null;
}

/**
 * The stored client secret of this payment intent and what it was made for (amount in cents,
 * currency), or null when this browser did not ask for it: then nothing says what was paid for.
 */
export function readPaymentFor(
  paymentIntent: string,
): { clientSecret: string; amount: number; currency: string } | null {
  const secret = readClientSecretFromStorage();
  const madeFor = read(STORAGE_KEYS.clientSecretFor, paymentTargetSchema);
  if (!secret || !madeFor || !secret.startsWith(`${paymentIntent}_secret_`)) return null;
  return { clientSecret: secret, amount: madeFor.amount, currency: madeFor.currency };
}

export function storeClientSecret(secret: string, target: PaymentTarget) {
  write(STORAGE_KEYS.clientSecret, secret);
  write(STORAGE_KEYS.clientSecretFor, target);
}

/** Clearing the client secret also clears the selected address. */
export function clearClientSecret() {
  remove(STORAGE_KEYS.clientSecret, STORAGE_KEYS.clientSecretFor);
  selectCheckoutAddress(null);
}

/** After an order, or at logout: nothing of this checkout is kept. */
export function resetCheckout() {
  clearClientSecret();
  publish({ paymentMethod: 'card' });
}

// The chosen address and the client secret are the signed-in user's: forgetUser resets them.
registerUserData('checkout', () => resetCheckout());
