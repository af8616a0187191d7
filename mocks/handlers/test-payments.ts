import { HttpResponse } from 'msw';
import { withAuth } from '../auth';
import { chargeCard, ownedPaymentIntent, toTestPaymentDto } from '../db/payment-intents';
import { http } from '../http';
import { malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord } from '../validation';

/**
 * The test card processor (contract tag test-payments): only on the mock server and staging
 * builds; the real server has no such calls. The intents come from POST
 * /order/stripe-client-secret (mocks/handlers/orders.ts) and live in mocks/db/payment-intents.ts.
 */
const intentNotFound = (id: string) => notFound(`Payment intent not found: ${id}`);

export const testPaymentHandlers = [
  http.post(
    '/order/test-payments/{paymentIntentId}/confirm',
    withAuth(async ({ request, params, user }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const invalid: Record<string, string> = {};
      if (typeof body.clientSecret !== 'string' || !body.clientSecret)
        invalid.clientSecret = 'must not be blank';
      if (typeof body.cardNumber !== 'string' || !body.cardNumber)
        invalid.cardNumber = 'must not be blank';
      if (Object.keys(invalid).length) return validationFailed(invalid);
      const intent = ownedPaymentIntent(params.paymentIntentId, user.id, body.clientSecret);
      if (!intent) return intentNotFound(params.paymentIntentId);
      // A paid intent stays paid: a second attempt does not charge the card again.
      if (intent.status !== 'succeeded') {
        const refused = chargeCard(String(body.cardNumber));
        intent.status = refused ? 'requires_payment_method' : 'succeeded';
        intent.error = refused;
      }
      return HttpResponse.json(toTestPaymentDto(intent), { status: 200 });
    }),
  ),

  http.get(
    '/order/test-payments/{paymentIntentId}',
    withAuth(({ request, params, user }) => {
      const secret = new URL(request.url).searchParams.get('client_secret');
      const intent = ownedPaymentIntent(params.paymentIntentId, user.id, secret);
      if (!intent) return intentNotFound(params.paymentIntentId);
      return HttpResponse.json(toTestPaymentDto(intent), { status: 200 });
    }),
  ),
];
