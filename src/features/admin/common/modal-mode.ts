import { useCallback, useRef, useState } from 'react';

/** Every admin dialog opens in one of three modes: view (read-only), edit or create. */
export type ModalState<T> = { mode: 'create' } | { mode: 'view' | 'edit'; item: T } | null;

/**
 * The state of a list's dialog (a ModalState, an order id...), for dialogs that are rendered
 * only while open. Such a dialog unmounts on close, so Mantine cannot give the focus back to
 * the button that opened it and a keyboard user is left at the top of the page: this does it.
 */
export function useDialogState<S>() {
  const [state, setState] = useState<S | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const update = useCallback((next: S | null) => {
    if (next !== null && !opener.current && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    if (next === null && opener.current) {
      const target = opener.current;
      opener.current = null;
      // Once the dialog and its focus trap are gone.
      setTimeout(() => {
        if (target.isConnected) target.focus();
      });
    }
    setState(next);
  }, []);
  return [state, update] as const;
}
