import { Stack, Text, Title } from '@mantine/core';
import { AddressBook } from '@/features/addresses';
import { forgetDeletedAddress, selectCheckoutAddress, useCheckoutState } from '../checkout-storage';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export function AddressStep() {
  const { address } = useCheckoutState();
  return (
    <Stack>
      <Title order={3}>{STOREFRONT_TEXTS.checkout.steps.address}</Title>
      <Text c="dimmed" size="sm">
        {STOREFRONT_TEXTS.checkout.addressHint}
      </Text>
      <AddressBook
        selectedId={address?.addressId ?? null}
        onSelect={selectCheckoutAddress}
        onDeleted={forgetDeletedAddress}
      />
    </Stack>
  );
}
