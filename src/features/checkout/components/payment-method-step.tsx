import { Radio, Stack, Text, Title } from '@mantine/core';
import { choosePaymentMethod, useCheckoutState, type PaymentMethod } from '../checkout-storage';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.checkout;

export function PaymentMethodStep() {
  const { paymentMethod } = useCheckoutState();
  return (
    <Stack>
      <Title order={3}>{TEXTS.steps.paymentMethod}</Title>
      <Radio.Group
        value={paymentMethod}
        onChange={(value) => choosePaymentMethod(value as PaymentMethod)}
        label={TEXTS.selectPaymentMethod}
      >
        <Stack mt="sm">
          <Radio value="card" label={TEXTS.methods.card} description={TEXTS.cardDescription} />
          <Radio
            value="paypal"
            label={TEXTS.methods.paypal}
            description={TEXTS.paypalDescription}
          />
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {TEXTS.changeMethodHint}
      </Text>
    </Stack>
  );
}
