import { cartAmountCents } from '../../mocks/db/payment-intents';
import { db } from '../../mocks/db/database';
import { callApi } from './mock-api';

/**
 * Pays for the signed-in user's server cart as the app does: a client secret for the cart's
 * amount, then the test card 4242. The mock's plain mode places an order only with such an
 * intent (its id as `pgPaymentId`).
 */
export async function payForCart(username: string, card = '4242424242424242') {
  const user = db().users.find((u) => u.username === username)!;
  const response = await callApi('/order/stripe-client-secret', {
    method: 'POST',
    json: { amount: cartAmountCents(user.id), currency: 'usd' },
  });
  if (response.status !== 201)
    throw new Error(`client secret for ${username}: ${response.status} ${await response.text()}`);
  const clientSecret = await response.text();
  const id = clientSecret.split('_secret_')[0]!;
  const confirmed = await callApi(`/order/test-payments/${id}/confirm`, {
    method: 'POST',
    json: { clientSecret, cardNumber: card },
  });
  if (confirmed.status !== 200) throw new Error(`confirm ${id}: ${confirmed.status}`);
  return { id, clientSecret, intent: (await confirmed.json()) as { status: string } };
}
