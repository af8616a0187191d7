import { modals } from '@mantine/modals';
import { SHARED_STRINGS } from './strings';

/** A confirmation dialog (needs the ModalsProvider of the admin layout). */
export function confirmAction(message: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: SHARED_STRINGS.confirmTitle,
    children: message,
    labels: { confirm: SHARED_STRINGS.confirm, cancel: SHARED_STRINGS.cancel },
    confirmProps: { color: 'red' },
    closeButtonProps: { 'aria-label': SHARED_STRINGS.closeDialog },
    onConfirm,
  });
}
