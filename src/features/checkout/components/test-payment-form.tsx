import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatDollars } from '../../../lib/money';
import {
  CARD_MESSAGES,
  cardProblem,
  chargeOutcome,
  formatCardNumber,
  formatExpiry,
} from './test-cards';

export interface PaymentResult {
  paymentIntent: string;
  clientSecret: string;
}

/**
 * The built-in test payment form (mocks on, or no Stripe key): card number, expiry and CVC, with
 * Stripe's test cards and messages. It says plainly that nothing is charged.
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
    // A short pause, as a real confirmation takes a moment; also makes a double click harmless.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const outcome = chargeOutcome(number);
    if (outcome !== 'succeeded') {
      setError(CARD_MESSAGES[outcome]);
      setPaying(false);
      return;
    }
    onPaid({ paymentIntent: clientSecret.split('_secret_')[0]!, clientSecret });
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
