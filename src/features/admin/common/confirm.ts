import { modals } from '@mantine/modals';
import { useAdminTexts } from './admin-language';

/**
 * A confirmation dialog in the back office's language: `confirm(message, onConfirm)` (needs the
 * ModalsProvider of the admin layout).
 */
export function useConfirmAction(): (message: string, onConfirm: () => void) => void {
  const shared = useAdminTexts().shared;
  return (message, onConfirm) =>
    modals.openConfirmModal({
      title: shared.confirmTitle,
      children: message,
      labels: { confirm: shared.confirm, cancel: shared.cancel },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': shared.closeDialog },
      onConfirm,
    });
}
