import { API_MOCKS_ENABLED } from '@/api/config';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/**
 * Which card form the payment step shows:
 *
 * - `stripe`: Stripe's Payment Element (mocks off and a publishable key);
 * - `test`: the built-in test payment form, whose cards are judged by the mock server's test
 *   payment calls; only with the in-browser mocks or a build that asks for it
 *   (`VITE_TEST_PAYMENTS=true`: staging against the mock server);
 * - `unavailable`: neither (a production build without a key): no card can be paid and no order
 *   placed. A misconfigured deploy must never fall back to a form that pays nothing.
 */
export type PaymentForm = 'stripe' | 'test' | 'unavailable';

export function paymentFormFor({
  mocks,
  testPayments,
  stripeKey,
}: {
  mocks: boolean;
  testPayments: boolean;
  stripeKey: string | undefined | null;
}): PaymentForm {
  if (!mocks && stripeKey?.trim()) return 'stripe';
  if (mocks || testPayments) return 'test';
  return 'unavailable';
}

export const STRIPE_PUBLISHABLE_KEY = (
  import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined
)?.trim();

export const PAYMENT_FORM: PaymentForm = paymentFormFor({
  mocks: API_MOCKS_ENABLED,
  testPayments: (import.meta.env.VITE_TEST_PAYMENTS as string | undefined) === 'true',
  stripeKey: STRIPE_PUBLISHABLE_KEY,
});

export const CARD_PAYMENT_UNAVAILABLE = STOREFRONT_TEXTS.checkout.cardPaymentUnavailable;
