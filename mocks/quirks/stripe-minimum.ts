import { withAuth } from '../auth';
import { maskedUnauthorized, readJson } from '../responses';
import { isRecord } from '../validation';
import { on, type Quirk } from './quirk';

/** Stripe's minimum charge in usd, in cents. */
const STRIPE_MINIMUM_CENTS = 50;

export const stripeMinimum: Quirk = {
  name: 'Stripe minimum',
  description:
    'A client secret for less than 50 cents: Stripe refuses it and the server does not handle the exception (the masked 401).',
  handlers: [
    on.post(
      '/order/stripe-client-secret',
      withAuth(async ({ request }) => {
        const body = await readJson(request);
        return isRecord(body) &&
          typeof body.amount === 'number' &&
          body.amount < STRIPE_MINIMUM_CENTS
          ? maskedUnauthorized()
          : undefined;
      }),
    ),
  ],
};
