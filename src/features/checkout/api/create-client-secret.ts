import { readClientSecret } from '../../../api/adapters';
import { api, call } from '../../../api/client';
import { readClientSecretFromStorage, storeClientSecret } from '../checkout-storage';

export const INVALID_AMOUNT = 'Invalid payment amount';

/**
 * Spec 4: a client secret is requested only when none exists and the total is above 0; the
 * amount goes in cents, in usd. The real server answers plain text; a JSON {clientSecret} works too.
 */
export async function ensureClientSecret(totalPrice: number): Promise<string> {
  const existing = readClientSecretFromStorage();
  if (existing) return existing;
  if (!(Number.isFinite(totalPrice) && totalPrice > 0)) {
    console.error(`Client secret not requested: the total ${totalPrice} is not above 0`);
    throw new Error(INVALID_AMOUNT);
  }
  const answer = await call(
    api.POST('/order/stripe-client-secret', {
      body: { amount: Math.round(totalPrice * 100), currency: 'usd' },
    }),
  );
  const secret = readClientSecret(answer as Parameters<typeof readClientSecret>[0]);
  if (!secret) throw new Error('Failed to create client secret');
  storeClientSecret(secret);
  return secret;
}
