import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AdminModal } from '../admin-modal';
import { useAdminTexts } from '../admin-language';

/** Asks for the one value a bulk action sets (a stock, a discount, a status), then starts it. */
export function BulkValueDialog({
  title,
  onClose,
  onSubmit,
  canSubmit = true,
  children,
}: {
  title: string;
  onClose: () => void;
  /** Called on Start (or Enter); the dialog's owner checks the value and closes it. */
  onSubmit: () => void;
  /** False while the value is not chosen yet. */
  canSubmit?: boolean;
  /** The input. */
  children: ReactNode;
}) {
  const texts = useAdminTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <AdminModal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.shared.cancel}
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {texts.bulk.apply}
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminModal>
  );
}
