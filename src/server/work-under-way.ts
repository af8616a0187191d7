/**
 * Work under way that requests may share: the same key asked while its work runs gets the same
 * promise (a burst of product pages asks for the same catalogue page once), or each request does
 * its own work.
 *
 * Which one depends on the runtime, so the page handler is told (`WorkSharing`):
 * - `shared` (Node, `npm run serve`): one process serves every request, and a request may wait
 *   on work another request started.
 * - `per-request` (an edge runtime, workerd; src/server/worker.ts): the runtime ties every I/O to
 *   the request that started it. A request that waits on a promise only another request's I/O
 *   can settle is cancelled as hung ("would never generate a response"), and the I/O of a
 *   request that has answered is cancelled, so a shared promise may never settle at all. There
 *   each request does its own work; only finished results (kept answers, kept pages) are shared.
 */
export type WorkSharing = 'shared' | 'per-request';

export interface WorkUnderWay<K, V> {
  /** The work under way for `key`, or `start()` when there is none (always, per request). */
  run: (key: K, start: () => Promise<V>) => Promise<V>;
  /** Work for `key` is under way and would be shared. */
  has: (key: K) => boolean;
}

export function workUnderWay<K, V>(sharing: WorkSharing): WorkUnderWay<K, V> {
  const underWay = new Map<K, Promise<V>>();
  return {
    run(key, start) {
      if (sharing === 'per-request') return start();
      const pending = underWay.get(key);
      if (pending) return pending;
      const started = start().finally(() => underWay.delete(key));
      underWay.set(key, started);
      return started;
    },
    has: (key) => underWay.has(key),
  };
}
