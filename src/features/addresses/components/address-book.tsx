import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Address } from '@/api/adapters';
import { isMaskedFailure } from '@/api/errors';
import { messageOr } from '@/components/error-text';
import { ADDRESS_DELETE_FAILED } from '../address-rules';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { toast } from '@/lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.account.addresses;

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
        toast.success(TEXTS.deleted);
        onDeleted?.(address);
      },
      onError: (error) =>
        toast.error(
          isMaskedFailure(error) ? ADDRESS_DELETE_FAILED : messageOr(error, TEXTS.deleteFailed),
        ),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{TEXTS.heading}</Title>
        <Button onClick={() => setEditing({ mode: 'add' })}>{TEXTS.add}</Button>
      </Group>
      {addresses.isPending ? (
        <Loader aria-label={TEXTS.loading} />
      ) : addresses.isError ? (
        <LoadFailedAlert message={TEXTS.failedToFetch} query={addresses} />
      ) : addresses.data.length === 0 ? (
        <Text c="dimmed">{TEXTS.none}</Text>
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
        title={editing?.mode === 'edit' ? TEXTS.edit : TEXTS.add}
        size="lg"
      >
        {editing && (
          <AddressForm
            address={editing.mode === 'edit' ? editing.address : undefined}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={TEXTS.deleteTitle}>
        <Text>{TEXTS.confirmDelete(deleting?.buildingName)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {STOREFRONT_TEXTS.common.cancel}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            {STOREFRONT_TEXTS.common.delete}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
