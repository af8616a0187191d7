import { useEffect, useRef, useState } from 'react';
import { runBulk, type BulkRowState } from './run-bulk';

/** One bulk action over chosen rows: what it is called, and the one-item call per row. */
export interface BulkJob<T> {
  title: string;
  items: readonly T[];
  /** How a row is named in the result list. */
  labelOf: (item: T) => string;
  task: (item: T) => Promise<unknown>;
  /** The reason in words for a row that failed. */
  reasonOf: (error: unknown, item: T) => string;
}

export interface BulkRun<T> extends BulkJob<T> {
  states: readonly BulkRowState[];
  running: boolean;
  cancelling: boolean;
}

/**
 * Runs bulk jobs and keeps the one on screen: `start` runs a job's rows through `runBulk`,
 * `cancel` lets the calls under way finish and starts no more, `retry` runs the failed and not
 * run rows again. `onFinished` runs once per job, after its last call (the lists reload once,
 * not once per row).
 */
export function useBulkRun<T>(onFinished: () => unknown) {
  const [run, setRun] = useState<BulkRun<T> | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the list cancels like Escape: the calls under way finish, no new one starts.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (job: BulkJob<T>) => {
    const abort = new AbortController();
    controller.current = abort;
    const items = job.items;
    const ofThisJob = (update: (r: BulkRun<T>) => BulkRun<T>) =>
      setRun((r) => (r && r.items === items ? update(r) : r));
    setRun({
      ...job,
      states: items.map(() => ({ status: 'waiting' })),
      running: true,
      cancelling: false,
    });
    await runBulk(items, job.task, {
      reasonOf: job.reasonOf,
      signal: abort.signal,
      onRow: (index, state) =>
        ofThisJob((r) => ({ ...r, states: r.states.map((s, i) => (i === index ? state : s)) })),
    });
    ofThisJob((r) => ({ ...r, running: false }));
    await onFinished();
  };

  return {
    run,
    start,
    cancel: () => {
      controller.current?.abort();
      setRun((r) => r && { ...r, cancelling: r.running });
    },
    retry: () => {
      if (!run) return;
      const again = run.items.filter((_, i) => {
        const status = run.states[i]?.status;
        return status === 'failed' || status === 'notRun';
      });
      void start({ ...run, items: again });
    },
    close: () => setRun(null),
  };
}

export type BulkRunner<T> = ReturnType<typeof useBulkRun<T>>;
