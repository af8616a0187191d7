import { Box, Button, Container, Group, Paper, Stepper, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError, isMaskedFailure } from '@/api/errors';
import { messageOr } from '@/components/error-text';
import { toast } from '@/lib/toast';
import { useCart } from '@/entities/cart/cart-store';
import { useSession } from '@/entities/session/use-session';
import {
  AMOUNT_BELOW_MINIMUM,
  ensureClientSecret,
  INVALID_AMOUNT,
} from '../api/create-client-secret';
import { syncServerCart } from '../api/sync-server-cart';
import { useCheckoutState } from '../checkout-storage';
import { PAYMENT_FORM } from '../payment-config';
import { AddressStep } from './address-step';
import { OrderSummaryStep } from './order-summary-step';
import { PaymentMethodStep } from './payment-method-step';
import { PaymentStep } from './payment-step';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.checkout;
const STEPS = [
  TEXTS.steps.address,
  TEXTS.steps.paymentMethod,
  TEXTS.steps.orderSummary,
  TEXTS.steps.payment,
] as const;

/** The four-step wizard (docs/product/checkout.md) with Back and Proceed fixed at the bottom. */
export function CheckoutWizard() {
  const [step, setStep] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const cart = useCart();
  const session = useSession();
  const { address, paymentMethod } = useCheckoutState();
  const navigate = useNavigate();

  // The server cart and the client secret are prepared on the way to the payment step.
  const preparePayment = async () => {
    setProblem(null);
    setPreparing(true);
    try {
      const serverCart = await syncServerCart();
      const items = serverCart.products.map((product) => ({
        productId: product.productId,
        quantity: product.quantity ?? 0,
      }));
      setClientSecret(
        await ensureClientSecret(
          { totalPrice: serverCart.totalPrice, items },
          { email: session?.email, name: session?.username, address },
        ),
      );
    } catch (error) {
      // A masked failure (the server's 401 for any error it does not handle) is not a sign-out.
      if (isApiError(error) && error.status === 401 && !error.masked) {
        // The server ended the session; the client's 401 handling has already forgotten the
        // user (forgetUser, the cart stays). Come back here after logging in.
        toast.error(TEXTS.sessionExpired);
        await navigate({ to: '/login', search: { redirect: '/checkout' } });
        return;
      }
      const message = isMaskedFailure(error)
        ? TEXTS.paymentPreparationFailed
        : error instanceof Error && [INVALID_AMOUNT, AMOUNT_BELOW_MINIMUM].includes(error.message)
          ? error.message
          : messageOr(error, TEXTS.failedToCreateClientSecret);
      if (message !== INVALID_AMOUNT) toast.error(message);
      setProblem(message);
    } finally {
      setPreparing(false);
    }
  };

  const proceed = () => {
    if (step === 0 && !address) return toast.error(TEXTS.selectCheckoutAddress);
    if (step === 1 && (!address || !paymentMethod)) return toast.error(TEXTS.selectPaymentAddress);
    // Without a card form (no Stripe key, no test payments) no payment is prepared at all.
    if (step === 2 && paymentMethod === 'card' && PAYMENT_FORM !== 'unavailable')
      void preparePayment();
    setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  return (
    <Container size="lg" pb={96}>
      <Title order={2} mt="md">
        {TEXTS.heading}
      </Title>
      <Stepper active={step} allowNextStepsSelect={false} size="sm" py="md">
        <Stepper.Step label={STEPS[0]}>
          <AddressStep />
        </Stepper.Step>
        <Stepper.Step label={STEPS[1]}>
          <PaymentMethodStep />
        </Stepper.Step>
        <Stepper.Step label={STEPS[2]}>
          <OrderSummaryStep />
        </Stepper.Step>
        <Stepper.Step label={STEPS[3]}>
          <PaymentStep
            clientSecret={clientSecret}
            amount={cart.totalPrice}
            preparing={preparing}
            problem={problem}
          />
        </Stepper.Step>
      </Stepper>
      <Paper
        component="footer"
        withBorder
        shadow="md"
        p="sm"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        style={{ zIndex: 150 }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {TEXTS.back}
            </Button>
            {step < STEPS.length - 1 ? <Button onClick={proceed}>{TEXTS.proceed}</Button> : <Box />}
          </Group>
        </Container>
      </Paper>
    </Container>
  );
}
