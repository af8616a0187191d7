import { Stack, Text, Title } from '@mantine/core';
import { AddressBook } from '../../addresses';
import { selectCheckoutAddress, useCheckoutState } from '../checkout-storage';

export function AddressStep() {
  const { address } = useCheckoutState();
  return (
    <Stack>
      <Title order={3}>Address</Title>
      <Text c="dimmed" size="sm">
        Choose where the order goes, or add a new address.
      </Text>
      <AddressBook
        selectedId={address?.addressId ?? null}
        onSelect={selectCheckoutAddress}
        onDeleted={() => selectCheckoutAddress(null)}
      />
    </Stack>
  );
}
