import { runLanes } from './run-lanes';

/** Where one row of a bulk action stands. */
export type BulkRowState =
  | { status: 'waiting' }
  | { status: 'running' }
  | { status: 'done' }
  | { status: 'failed'; reason: string }
  | { status: 'notRun' };

export interface BulkRunOptions<T> {
  /** How many one-item calls may be under way at once (the real server has no bulk call). */
  concurrency?: number;
  /** Told whenever a row changes, with the row's index in `items`. */
  onRow?: (index: number, state: BulkRowState) => void;
  /** Turns whatever a task threw into a reason in words, per row. */
  reasonOf: (error: unknown, item: T) => string;
  /** Once aborted, no new call starts; calls under way finish and count. */
  signal?: AbortSignal;
}

export const BULK_CONCURRENCY = 3;

/**
 * Runs `task` for every item, at most `concurrency` at a time, and says how each row ended.
 * One failure never stops the others. After `signal` aborts, running tasks finish (their rows
 * are done or failed as they end) and the rows not started yet are "notRun", so the report
 * says exactly which rows were written.
 */
export async function runBulk<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, onRow, reasonOf, signal }: BulkRunOptions<T>,
): Promise<BulkRowState[]> {
  const states: BulkRowState[] = items.map(() => ({ status: 'waiting' }));
  const set = (index: number, state: BulkRowState) => {
    states[index] = state;
    onRow?.(index, state);
  };
  await runLanes(
    items,
    async (item, index) => {
      set(index, { status: 'running' });
      try {
        await task(item);
        set(index, { status: 'done' });
      } catch (error) {
        set(index, { status: 'failed', reason: reasonOf(error, item) });
      }
    },
    { concurrency, signal },
  );
  states.forEach((state, index) => {
    if (state.status === 'waiting') set(index, { status: 'notRun' });
  });
  return states;
}
