import { Radio, Stack, Text, Title } from '@mantine/core';
import { choosePaymentMethod, useCheckoutState, type PaymentMethod } from '../checkout-storage';

export function PaymentMethodStep() {
  const { paymentMethod } = useCheckoutState();
  return (
    <Stack>
      <Title order={3}>Payment Method</Title>
      <Radio.Group
        value={paymentMethod}
        onChange={(value) => choosePaymentMethod(value as PaymentMethod)}
        label="Select a payment method"
      >
        <Stack mt="sm">
          <Radio value="card" label="Card" description="Pay with a credit or debit card" />
          <Radio value="paypal" label="PayPal" description="Currently unavailable" />
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        You can change it until you pay.
      </Text>
    </Stack>
  );
}
