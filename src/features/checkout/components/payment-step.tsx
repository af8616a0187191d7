import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCheckoutState } from '../checkout-storage';
import {
  CARD_PAYMENT_UNAVAILABLE,
  PAYMENT_FORM,
  STRIPE_PUBLISHABLE_KEY,
  type PaymentForm,
} from '../payment-config';
import { TestPaymentForm, type PaymentResult } from './test-payment-form';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.checkout;

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export function PaymentStep({
  clientSecret,
  amount,
  preparing,
  problem,
  form = PAYMENT_FORM,
}: {
  clientSecret: string | null;
  amount: number;
  preparing: boolean;
  problem: string | null;
  /** Which card form this build has (payment-config.ts); a prop so tests can choose. */
  form?: PaymentForm;
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
  if (paymentMethod !== 'card') body = <Alert color="yellow">{TEXTS.paypalUnavailable}</Alert>;
  // No Stripe key and no test payments: nothing can be paid, so nothing is offered.
  else if (form === 'unavailable')
    body = (
      <Alert color="red" role="alert" title={TEXTS.cardPaymentUnavailableTitle}>
        {CARD_PAYMENT_UNAVAILABLE}
      </Alert>
    );
  else if (problem)
    body = (
      <Alert color="red" role="alert">
        {problem}
      </Alert>
    );
  else if (preparing || !clientSecret) body = <Loader aria-label={TEXTS.preparingPayment} />;
  else if (form === 'stripe' && STRIPE_PUBLISHABLE_KEY)
    body = (
      <Suspense fallback={<Loader aria-label={TEXTS.loadingPaymentForm} />}>
        <StripePaymentForm
          publishableKey={STRIPE_PUBLISHABLE_KEY}
          clientSecret={clientSecret}
          amount={amount}
        />
      </Suspense>
    );
  else body = <TestPaymentForm clientSecret={clientSecret} amount={amount} onPaid={paid} />;

  return (
    <Stack maw={520}>
      <Title order={3}>{TEXTS.steps.payment}</Title>
      {body}
    </Stack>
  );
}
