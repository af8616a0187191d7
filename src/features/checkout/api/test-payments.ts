import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';

/**
 * The test card processor of the mock server and staging builds (contract tag test-payments):
 * the card is judged there, not in the browser, and the confirmation page reads the intent back.
 */
export type TestPaymentIntent = components['schemas']['TestPaymentIntent'];

export const confirmTestPayment = (
  paymentIntentId: string,
  clientSecret: string,
  cardNumber: string,
): Promise<TestPaymentIntent> =>
  call(
    api.POST('/order/test-payments/{paymentIntentId}/confirm', {
      params: { path: { paymentIntentId } },
      body: { clientSecret, cardNumber: cardNumber.replace(/\D/g, '') },
    }),
  );

export const readTestPayment = (
  paymentIntentId: string,
  clientSecret: string,
): Promise<TestPaymentIntent> =>
  call(
    api.GET('/order/test-payments/{paymentIntentId}', {
      params: { path: { paymentIntentId }, query: { client_secret: clientSecret } },
    }),
  );
