import { createExternalStore } from '@/lib/external-store';

/**
 * The CSV export of the list on screen, as filtered there: the list's 导出 CSV button puts it
 * here while it is shown, so the command palette can offer "导出 CSV" for the same rows.
 */
export interface CurrentExport {
  run: () => void;
  /** False when the filtered list is empty (the button is disabled then too). */
  enabled: boolean;
}

const store = createExternalStore<CurrentExport | null>(null);

export const useCurrentExport = store.use;

/** Registers the export; the returned function takes it away again (if still the same). */
export function registerExport(current: CurrentExport): () => void {
  store.set(current);
  return () => {
    if (store.get() === current) store.set(null);
  };
}
