import { Modal, type ModalProps } from '@mantine/core';
import { SHARED_STRINGS } from './strings';

/**
 * Mantine's Modal for the back office: its × button is named in Chinese like the rest of the
 * back office (the theme's default name is the storefront's English one).
 */
export function AdminModal(props: ModalProps) {
  return <Modal closeButtonProps={{ 'aria-label': SHARED_STRINGS.closeDialog }} {...props} />;
}
