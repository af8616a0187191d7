import { isApiError } from '@/api/errors';
import { readPaymentFor } from '../checkout-storage';
import { PAYMENT_FORM, STRIPE_PUBLISHABLE_KEY, type PaymentForm } from '../payment-config';
import { loadStripeOnce } from './stripe-loader';
import { readTestPayment } from './test-payments';

/** The payment was not confirmed: no order may be placed for it. */
export class PaymentNotConfirmed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentNotConfirmed';
  }
}

export const isPaymentNotConfirmed = (error: unknown): error is PaymentNotConfirmed =>
  error instanceof PaymentNotConfirmed;

interface IntentSeen {
  id: string;
  status: string;
  amount: number;
  currency: string;
}

async function retrieveFromStripe(clientSecret: string): Promise<IntentSeen | null> {
  if (!STRIPE_PUBLISHABLE_KEY) return null;
  const stripe = await loadStripeOnce(STRIPE_PUBLISHABLE_KEY);
  if (!stripe) throw new Error('Stripe could not be loaded');
  const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
  if (error) throw new Error(error.message ?? 'Stripe could not read the payment');
  return paymentIntent ?? null;
}

async function retrieveTestPayment(id: string, clientSecret: string): Promise<IntentSeen | null> {
  try {
    return await readTestPayment(id, clientSecret);
  } catch (error) {
    // An intent the server does not know (or not for this user) is no payment at all.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * Asks the card processor, not the URL, whether this payment intent was paid: it must be the
 * intent this browser asked a client secret for, `succeeded`, for exactly the amount (in cents)
 * and currency the secret was made for. The Stripe build asks Stripe.js
 * (`retrievePaymentIntent`); the test payment build asks the mock server's test payment call.
 * Throws PaymentNotConfirmed when it was not paid; other errors (network) as they are.
 */
export async function verifyPayment(
  paymentIntent: string,
  form: PaymentForm = PAYMENT_FORM,
): Promise<void> {
  const expected = readPaymentFor(paymentIntent);
  if (!expected) throw new PaymentNotConfirmed('this browser did not start this payment');
  if (form === 'unavailable') throw new PaymentNotConfirmed('card payment is not configured');
  const intent =
    form === 'stripe'
      ? await retrieveFromStripe(expected.clientSecret)
      : await retrieveTestPayment(paymentIntent, expected.clientSecret);
  if (!intent || intent.id !== paymentIntent)
    throw new PaymentNotConfirmed('the card processor does not know this payment');
  if (intent.status !== 'succeeded')
    throw new PaymentNotConfirmed(`the payment is ${intent.status}`);
  if (intent.amount !== expected.amount || intent.currency !== 'usd')
    throw new PaymentNotConfirmed(
      `the payment was for ${intent.amount} ${intent.currency}, not ${expected.amount} usd`,
    );
}
