import { Button, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { formatDollars } from '@/lib/money';
import { loadStripeOnce } from '../api/stripe-loader';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.checkout;

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
      setError(submitted.error.message ?? TEXTS.cardDetailsIncomplete);
      setPaying(false);
      return;
    }
    // On success Stripe leaves for the return URL with payment_intent and redirect_status; the
    // confirmation page asks Stripe again (retrievePaymentIntent) before placing the order.
    const result = await stripeApi.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
    });
    setError(result.error?.message ?? TEXTS.paymentCouldNotBeConfirmed);
    setPaying(false);
  };

  return (
    <form onSubmit={pay} aria-label={TEXTS.cardPayment}>
      <Stack>
        <PaymentElement />
        <Button type="submit" loading={paying} disabled={!stripeApi} size="md">
          {TEXTS.pay(formatDollars(amount))}
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
    <Elements stripe={loadStripeOnce(publishableKey)} options={{ clientSecret }}>
      <StripeForm amount={amount} />
    </Elements>
  );
}
