import { Button, Card, Group, Text } from '@mantine/core';
import type { Address } from '../../../api/adapters';

export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={address.buildingName}>
      <Text fw={600}>{address.buildingName}</Text>
      <Text size="sm">{address.street}</Text>
      <Text size="sm">
        {address.city}, {address.state} {address.pincode}
      </Text>
      <Text size="sm">{address.country}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" variant="light" onClick={onEdit}>
          Edit
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          Delete
        </Button>
      </Group>
    </Card>
  );
}
