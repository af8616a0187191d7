import { notifications } from '@mantine/notifications';

// Spec 9: 4 s for default and error toasts, 2 s for success toasts.
export const TOAST_DURATION = { default: 4000, error: 4000, success: 2000 } as const;
/** Spec 9: at most 20 toasts at a time. */
export const TOAST_LIMIT = 20;

/** Toasts with the spec's durations. Messages are plain text: React escapes any markup in them. */
export const toast = {
  success: (message: string) =>
    notifications.show({ message, color: 'green', autoClose: TOAST_DURATION.success }),
  error: (message: string) =>
    notifications.show({ message, color: 'red', autoClose: TOAST_DURATION.error }),
  info: (message: string) => notifications.show({ message, autoClose: TOAST_DURATION.default }),
};
