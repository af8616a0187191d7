import { Button, Group } from '@mantine/core';
import { useAdminTexts } from './admin-language';
import type { ModalState } from './modal-mode';

interface FormModalActionsProps {
  mode: NonNullable<ModalState<unknown>>['mode'];
  pending: boolean;
  onClose: () => void;
}

/** A form dialog's buttons: Close (read-only) or Cancel, and Create or Save where it can save. */
export function FormModalActions({ mode, pending, onClose }: FormModalActionsProps) {
  const shared = useAdminTexts().shared;
  const readOnly = mode === 'view';
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {readOnly ? shared.close : shared.cancel}
      </Button>
      {!readOnly && (
        <Button type="submit" loading={pending}>
          {mode === 'create' ? shared.create : shared.save}
        </Button>
      )}
    </Group>
  );
}
