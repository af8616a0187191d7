import { Button, Card, Group, Text } from '@mantine/core';
import type { Address } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export function AddressCard({
  address,
  onEdit,
  onDelete,
  selected,
  onSelect,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  /** With onSelect the card is a choice (checkout); the chosen one is outlined. */
  selected?: boolean;
  onSelect?: () => void;
}) {
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={address.buildingName}
      aria-current={selected ? 'true' : undefined}
      style={
        selected
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Text fw={600}>{address.buildingName}</Text>
      <Text size="sm">{address.street}</Text>
      <Text size="sm">
        {address.city}, {address.state} {address.pincode}
      </Text>
      <Text size="sm">{address.country}</Text>
      <Group mt="sm" gap="xs">
        {onSelect && (
          <Button size="xs" variant={selected ? 'filled' : 'outline'} onClick={onSelect}>
            {selected
              ? STOREFRONT_TEXTS.account.addresses.selected
              : STOREFRONT_TEXTS.account.addresses.deliverHere}
          </Button>
        )}
        <Button size="xs" variant="light" onClick={onEdit}>
          {STOREFRONT_TEXTS.common.edit}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          {STOREFRONT_TEXTS.common.delete}
        </Button>
      </Group>
    </Card>
  );
}
