/**
 * Runs `work` for every item, at most `concurrency` at a time (the real server has no bulk
 * endpoint, and many parallel writes would only queue there). Whether a failure stops anything
 * is `work`'s business: the lanes go on to the next item. Once `signal` aborts, no new item
 * starts; the items already started finish (the server may have written them). The one runner
 * of the back office's bulk actions (run-bulk.ts) and its CSV import.
 */
export async function runLanes<T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<void>,
  { concurrency, signal }: { concurrency: number; signal?: AbortSignal | undefined },
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}
