import { useCallback } from 'react';
import { useListIntent } from './list-intent';
import { useDialogState, type ModalState } from './modal-mode';

/**
 * The view / edit / create dialog of a list whose rows are edited in one dialog: its state, the
 * handlers that open it, and the link's request (list-intent.ts) to open a row, or the create
 * dialog where `createFromLink` says the list offers that.
 */
export function useRowDialog<T>({
  ready,
  rows,
  idOf,
  createFromLink = false,
}: {
  /** False while the rows load. */
  ready: boolean;
  rows: readonly T[];
  idOf: (row: T) => number;
  createFromLink?: boolean;
}) {
  const [state, setState] = useDialogState<ModalState<T>>();
  const view = useCallback((item: T) => setState({ mode: 'view', item }), [setState]);
  const create = useCallback(() => setState({ mode: 'create' }), [setState]);
  useListIntent({ ready, rows, idOf, onOpen: view, onCreate: createFromLink ? create : undefined });
  return {
    state,
    view,
    edit: (item: T) => setState({ mode: 'edit', item }),
    create,
    close: () => setState(null),
  };
}
