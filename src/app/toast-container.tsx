import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '@/lib/toast';

/** Mantine's toast container, at most 20 toasts at a time (docs/product/errors.md#8-toasts). */
export default function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} />;
}
