/**
 * Runs the rows through `write` a few at a time (the real server has no bulk endpoint, and
 * many parallel writes would only queue there). A row that fails does not stop the others.
 * `shouldStop` is asked before each row starts: a cancelled run lets the rows already sent
 * finish (the server may have written them) and starts no more.
 */
export async function runRows<Row>(
  rows: readonly Row[],
  write: (row: Row) => Promise<void>,
  { concurrency, shouldStop }: { concurrency: number; shouldStop: () => boolean },
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < rows.length && !shouldStop()) {
      const row = rows[next++]!;
      await write(row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
}
