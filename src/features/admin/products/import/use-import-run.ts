import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BULK_CONCURRENCY } from '@/features/admin/common/bulk/run-bulk';
import { runLanes } from '@/features/admin/common/bulk/run-lanes';
import { invalidateProductLists } from '../api/save-product';
import type { PlannedRow } from './plan-import';
import type { RowResult } from './import-results';
import { saveImportRow, type WritableRow } from './save-import-row';

export type RunPhase = 'idle' | 'running' | 'stopping' | 'finished' | 'stopped';

/**
 * Runs a confirmed plan: progress per row, a cancel that starts no more rows (those already
 * sent finish and are listed as written or failed), and one refresh of the product lists at the
 * end. Leaving the dialog stops the run the same way.
 */
export function useImportRun() {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ReadonlyMap<number, RowResult>>(new Map());
  const [phase, setPhase] = useState<RunPhase>('idle');
  const stop = useRef(new AbortController());
  useEffect(() => () => stop.current.abort(), []);

  const set = (rowNumber: number, result: RowResult) =>
    setResults((previous) => new Map(previous).set(rowNumber, result));

  const start = async (plan: readonly PlannedRow[]) => {
    const rows = plan.filter((row): row is WritableRow => row.action !== 'error');
    stop.current = new AbortController();
    setResults(new Map());
    setPhase('running');
    await runLanes(
      rows,
      async (row) => {
        set(row.rowNumber, { state: 'running' });
        try {
          const saved = await saveImportRow(row);
          set(row.rowNumber, {
            state: row.action === 'create' ? 'created' : 'updated',
            productId: saved.productId,
          });
        } catch (error) {
          set(row.rowNumber, { state: 'failed', error });
        }
      },
      { concurrency: BULK_CONCURRENCY, signal: stop.current.signal },
    );
    const stopped = stop.current.signal.aborted;
    if (stopped)
      setResults((previous) => {
        const next = new Map(previous);
        for (const row of rows)
          if (!next.has(row.rowNumber)) next.set(row.rowNumber, { state: 'notRun' });
        return next;
      });
    setPhase(stopped ? 'stopped' : 'finished');
    await invalidateProductLists(queryClient);
  };

  const cancel = () => {
    stop.current.abort();
    setPhase((current) => (current === 'running' ? 'stopping' : current));
  };

  return { results, phase, start, cancel };
}
