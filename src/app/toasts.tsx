import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { TOAST_LIMIT } from '@/lib/toast';

// The container (its transitions, portal and CSS, about 7 KB gzip) is only needed once there is
// a toast to show. Toasts raised before it arrives wait in Mantine's store and appear with it.
const ToastContainer = lazy(() => import('./toast-container'));

// The container tells the store its limit when it mounts; toasts raised before that must already
// count against 20, not the store's default of 5.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));

/** Mounts the toast container the first time a toast is raised. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
