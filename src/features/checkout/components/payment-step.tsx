import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { API_MOCKS_ENABLED } from '../../../api/config';
import { useCheckoutState } from '../checkout-storage';
import { TestPaymentForm, type PaymentResult } from './test-payment-form';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));
const STRIPE_KEY = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;

export function PaymentStep({
  clientSecret,
  amount,
  preparing,
  problem,
}: {
  clientSecret: string | null;
  amount: number;
  preparing: boolean;
  problem: string | null;
}) {
  const { paymentMethod } = useCheckoutState();
  const navigate = useNavigate();

  // Like Stripe's redirect after confirmation: the confirmation page places the order.
  const paid = ({ paymentIntent, clientSecret: secret }: PaymentResult) =>
    navigate({
      to: '/order-confirmation',
      search: {
        payment_intent: paymentIntent,
        payment_intent_client_secret: secret,
        redirect_status: 'succeeded',
      },
    });

  let body: React.ReactNode;
  if (paymentMethod !== 'card') body = <Alert color="yellow">Paypal Unavailable</Alert>;
  else if (problem)
    body = (
      <Alert color="red" role="alert">
        {problem}
      </Alert>
    );
  else if (preparing || !clientSecret) body = <Loader aria-label="Preparing the payment" />;
  else if (STRIPE_KEY && !API_MOCKS_ENABLED)
    body = (
      <Suspense fallback={<Loader aria-label="Loading the payment form" />}>
        <StripePaymentForm
          publishableKey={STRIPE_KEY}
          clientSecret={clientSecret}
          amount={amount}
        />
      </Suspense>
    );
  else body = <TestPaymentForm clientSecret={clientSecret} amount={amount} onPaid={paid} />;

  return (
    <Stack maw={520}>
      <Title order={3}>Payment</Title>
      {body}
    </Stack>
  );
}
