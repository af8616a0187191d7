/** The three modes of every admin dialog (spec 4). */
export type ModalMode = 'view' | 'edit' | 'create';

export type ModalState<T> = { mode: 'create' } | { mode: 'view' | 'edit'; item: T } | null;
