import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../lib/toast';

/** Mantine's toast container with the spec's limit (20 at a time). */
export default function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} />;
}
