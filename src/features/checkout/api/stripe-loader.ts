import type { Stripe } from '@stripe/stripe-js';

// Stripe.js is fetched only when a card form or the confirmation page needs it: the `pure`
// entry, imported lazily, does not inject it as a side effect of being imported.
let stripePromise: Promise<Stripe | null> | null = null;

export const loadStripeOnce = (publishableKey: string): Promise<Stripe | null> =>
  (stripePromise ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) =>
    loadStripe(publishableKey),
  ));
