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

/**
 * Runs `show` once the browser has painted what the event that raised the toast changed (a
 * frame, then a task): the toast is the second thing a person looks at, and rendered in the same
 * frame it delayed the first (the cart's count after Add to Cart) noticeably on a phone (INP). A hidden tab paints no frames: there it is a task.
 */
function afterNextPaint(show: () => void) {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) setTimeout(show, 0);
  else requestAnimationFrame(() => setTimeout(show, 0));
}

function show(message: string, color: 'green' | 'red' | undefined, autoClose: number) {
  // The position when raised (the admin area may close before it shows).
  const at = position;
  afterNextPaint(() => notifications.show({ message, color, autoClose, position: at }));
}

/** Toasts with their durations. Messages are plain text: React escapes any markup in them. */
export const toast = {
  success: (message: string) => show(message, 'green', TOAST_DURATION.success),
  error: (message: string) => show(message, 'red', TOAST_DURATION.error),
  info: (message: string) => show(message, undefined, TOAST_DURATION.default),
};
