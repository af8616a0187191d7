import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOr } from '../../../api/errors';
import { formatDollars } from '../../../lib/money';
import { confirmTestPayment } from '../api/test-payments';
import { cardProblem, formatCardNumber, formatExpiry } from './test-cards';

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
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (paying) return;
    const problem = cardProblem(number, expiry, cvc);
    setError(problem);
    if (problem) return;
    setPaying(true);
    const paymentIntent = clientSecret.split('_secret_')[0]!;
    try {
      const intent = await confirmTestPayment(paymentIntent, clientSecret, number);
      if (intent.status === 'succeeded') {
        onPaid({ paymentIntent, clientSecret });
        return;
      }
      setError(intent.error ?? 'The payment could not be confirmed.');
    } catch (failure) {
      setError(messageOr(failure, 'The payment could not be confirmed.'));
    }
    setPaying(false);
  };

  return (
    <form onSubmit={pay} noValidate aria-label="Card payment">
      <Stack>
        <Alert color="blue" title="Test payment">
          No real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a
          declined card or 4000 0000 0000 9995 for insufficient funds, with any future date and any
          CVC.
        </Alert>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.currentTarget.value))}
        />
        <Group grow>
          <TextInput
            label="Expiration date"
            placeholder="MM / YY"
            autoComplete="cc-exp"
            inputMode="numeric"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
          />
          <TextInput
            label="Security code"
            placeholder="CVC"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, ''))}
          />
        </Group>
        <Button type="submit" loading={paying} size="md">
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
