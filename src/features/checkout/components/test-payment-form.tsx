import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerError } from '@/components/forms/apply-server-error';
import { formSchema } from '@/lib/forms/form-schema';
import { formatDollars } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { confirmTestPayment } from '../api/test-payments';
import {
  formatCardNumber,
  formatExpiry,
  TEST_CARD_FIELDS,
  testCardSchema,
  type TestCardValues,
} from './test-cards';

const TEXTS = STOREFRONT_TEXTS.checkout;
const NOT_CONFIRMED = TEXTS.paymentCouldNotBeConfirmed;
const cardSchema = testCardSchema();

export interface PaymentResult {
  paymentIntent: string;
  clientSecret: string;
}

/**
 * The built-in test payment form (mocks on, or a build with VITE_TEST_PAYMENTS=true): card
 * number, expiry and CVC, with Stripe's test cards and messages. The mock server's test payment
 * call decides whether the card pays and marks the intent paid; the confirmation page asks it
 * again before placing the order. It says plainly that nothing is charged.
 */
export function TestPaymentForm({
  clientSecret,
  amount,
  onPaid,
}: {
  clientSecret: string;
  amount: number;
  onPaid: (result: PaymentResult) => void;
}) {
  const form = useForm<TestCardValues>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: formSchema(cardSchema),
    // Like Stripe's form: checked on Pay, and the message stays until the next Pay.
    clearInputErrorOnChange: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const submit = form.onSubmit(
    async ({ number }) => {
      setFailure(null);
      setPaying(true);
      const paymentIntent = clientSecret.split('_secret_')[0]!;
      try {
        const intent = await confirmTestPayment(paymentIntent, clientSecret, number);
        if (intent.status === 'succeeded') {
          onPaid({ paymentIntent, clientSecret });
          return;
        }
        setFailure(intent.error ?? NOT_CONFIRMED);
      } catch (error) {
        setFailure(
          applyServerError(form, error, NOT_CONFIRMED, { fieldNames: { cardNumber: 'number' } }),
        );
      }
      setPaying(false);
    },
    () => setFailure(null),
  );
  const pay = (event: React.FormEvent<HTMLFormElement>) => {
    if (!paying) return submit(event);
    event.preventDefault();
  };
  // One message, in red under the form: the first field's problem, else the payment's answer.
  const message = TEST_CARD_FIELDS.map((field) => form.errors[field]).find(Boolean) ?? failure;

  return (
    <form onSubmit={pay} noValidate aria-label={TEXTS.cardPayment}>
      <Stack>
        <Alert color="blue" title={TEXTS.testPayment.title}>
          {TEXTS.testPayment.notice}
        </Alert>
        <TextInput
          label={TEXTS.testPayment.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={TEXTS.testPayment.cardNumberPlaceholder}
          value={form.values.number}
          onChange={(e) => form.setFieldValue('number', formatCardNumber(e.currentTarget.value))}
        />
        <Group grow>
          <TextInput
            label={TEXTS.testPayment.expiry}
            placeholder={TEXTS.testPayment.expiryPlaceholder}
            autoComplete="cc-exp"
            inputMode="numeric"
            value={form.values.expiry}
            onChange={(e) => form.setFieldValue('expiry', formatExpiry(e.currentTarget.value))}
          />
          <TextInput
            label={TEXTS.testPayment.cvc}
            placeholder={TEXTS.testPayment.cvcPlaceholder}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={form.values.cvc}
            onChange={(e) => form.setFieldValue('cvc', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </Group>
        <Button type="submit" loading={paying} size="md">
          {TEXTS.pay(formatDollars(amount))}
        </Button>
        {message && (
          <Text c="red" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
