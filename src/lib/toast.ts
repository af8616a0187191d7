import { notifications } from '@mantine/notifications';

// 4 s for default and error toasts, 2 s for success toasts (docs/product/errors.md#8-toasts).
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const;
/** At most 20 toasts at a time. */
export const TOAST_LIMIT = 20;

type Position = 'top-right' | 'bottom-right' | 'bottom-center';
let position: Position = 'bottom-right';

/** The admin area shows its toasts bottom-center; it sets this while it is open. */
export function setToastPosition(next: Position): () => void {
  const previous = position;
  position = next;
  return () => {
    position = previous;
  };
}

/** Toasts with their durations. Messages are plain text: React escapes any markup in them. */
export const toast = {
  success: (message: string) =>
    notifications.show({ message, color: 'green', autoClose: TOAST_DURATION.success, position }),
  error: (message: string) =>
    notifications.show({ message, color: 'red', autoClose: TOAST_DURATION.error, position }),
  info: (message: string) =>
    notifications.show({ message, autoClose: TOAST_DURATION.default, position }),
};
