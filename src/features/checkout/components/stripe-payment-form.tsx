import { Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { formatDollars } from '../../../lib/money';

// Loaded only when this step renders (this file is imported lazily): the `pure` entry does not
// inject Stripe.js as a side effect of importing it.
let stripePromise: Promise<Stripe | null> | null = null;
const stripe = (key: string) => (stripePromise ??= loadStripe(key));

function StripeForm({ amount }: { amount: number }) {
  const stripeApi = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripeApi || !elements || paying) return;
    setPaying(true);
    const submitted = await elements.submit();
    if (submitted.error) {
      setError(submitted.error.message ?? 'Your card details are incomplete.');
      setPaying(false);
      return;
    }
    // On success Stripe leaves for the return URL with payment_intent and redirect_status.
    const result = await stripeApi.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
    });
    setError(result.error?.message ?? 'The payment could not be confirmed.');
    setPaying(false);
  };

  return (
    <form onSubmit={pay} aria-label="Card payment">
      <Stack>
        <PaymentElement />
        <Button type="submit" loading={paying} disabled={!stripeApi} size="md">
          Pay {formatDollars(amount)}
        </Button>
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Stripe's Payment Element, used with a publishable key and mocks off. */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  amount,
}: {
  publishableKey: string;
  clientSecret: string;
  amount: number;
}) {
  return (
    <Elements stripe={stripe(publishableKey)} options={{ clientSecret }}>
      <StripeForm amount={amount} />
    </Elements>
  );
}
