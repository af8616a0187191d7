import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Address } from '../../../api/adapters';
import { isMaskedFailure, messageOr } from '../../../api/errors';
import { ADDRESS_DELETE_FAILED } from '../address-rules';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { toast } from '../../../lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

/**
 * The saved delivery addresses: list, add, edit and delete. On the profile page it manages them;
 * at checkout (with `onSelect`) it is also where the delivery address is chosen.
 */
export function AddressBook({
  selectedId,
  onSelect,
  onDeleted,
}: {
  selectedId?: number | null;
  onSelect?: (address: Address) => void;
  onDeleted?: (address: Address) => void;
} = {}) {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const address = deleting;
    remove.mutate(address.addressId, {
      onSuccess: () => {
        toast.success('Address deleted successfully');
        onDeleted?.(address);
      },
      onError: (error) =>
        toast.error(
          isMaskedFailure(error) ? ADDRESS_DELETE_FAILED : messageOr(error, 'Some Error Occured'),
        ),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Delivery addresses</Title>
        <Button onClick={() => setEditing({ mode: 'add' })}>Add Address</Button>
      </Group>
      {addresses.isPending ? (
        <Loader aria-label="Loading addresses" />
      ) : addresses.isError ? (
        <LoadFailedAlert message="Failed to fetch user addresses" query={addresses} />
      ) : addresses.data.length === 0 ? (
        <Text c="dimmed">No address saved yet. Add one to use it at checkout.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.addressId}
              address={address}
              onEdit={() => setEditing({ mode: 'edit', address })}
              onDelete={() => setDeleting(address)}
              selected={selectedId === address.addressId}
              onSelect={onSelect && (() => onSelect(address))}
            />
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit Address' : 'Add Address'}
        size="lg"
      >
        {editing && (
          <AddressForm
            address={editing.mode === 'edit' ? editing.address : undefined}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete address">
        <Text>Delete the address {deleting?.buildingName}?</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
