import { Modal, type ModalProps } from '@mantine/core';
import { useAdminTexts } from './admin-language';

/**
 * Mantine's Modal for the back office: its × button is named in the back office's language (the
 * theme's default name is the storefront's English one).
 */
export function AdminModal(props: ModalProps) {
  const shared = useAdminTexts().shared;
  return <Modal closeButtonProps={{ 'aria-label': shared.closeDialog }} {...props} />;
}
