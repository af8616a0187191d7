/** The verifier's table: one row per call, then one verdict per operation of openapi.yaml. */

/** `not applicable`: an operation this server does not have by design (the test payments). */
export type Result = 'passed' | 'failed' | 'skipped' | 'not applicable';

export interface CheckRow {
  operationId: string;
  method: string;
  /** The path below the API base, without the query. */
  path: string;
  status: number | null;
  result: Result;
  /** The first difference from the contract (or the reason it failed or was skipped). */
  difference: string;
  note?: string;
}

export type Verdict =
  'passed' | 'failed' | 'not checked' | 'skipped (read-only)' | 'not applicable';

export interface OperationVerdict {
  operationId: string;
  method: string;
  path: string;
  verdict: Verdict;
  difference: string;
}

const clip = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text;

function table(headers: string[], rows: string[][], maxWidths: number[]): string {
  const widths = headers.map((h, i) =>
    Math.min(maxWidths[i] ?? 200, Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => clip(cell, widths[i]!).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatChecks(rows: CheckRow[]): string {
  return table(
    ['#', 'operation', 'method path', 'status', 'result', 'first difference'],
    rows.map((row, i) => [
      String(i + 1),
      row.operationId,
      `${row.method} ${row.path}`,
      row.status === null ? '-' : String(row.status),
      row.result,
      row.difference || (row.note ?? ''),
    ]),
    [4, 26, 48, 6, 7, 140],
  );
}

export function formatVerdicts(verdicts: OperationVerdict[]): string {
  return table(
    ['operation', 'method path', 'verdict', 'first difference'],
    verdicts.map((v) => [v.operationId, `${v.method} ${v.path}`, v.verdict, v.difference]),
    [26, 48, 19, 140],
  );
}

/** Folds the calls into one verdict per operation of the contract. */
export function verdictsFor(
  operations: { operationId: string; method: string; path: string }[],
  rows: CheckRow[],
  readOnlySkipped: Set<string>,
  notRunReason = 'the verifier has no step for this operation',
): OperationVerdict[] {
  return operations.map((op) => {
    const own = rows.filter((r) => r.operationId === op.operationId);
    const failed = own.find((r) => r.result === 'failed');
    const passed = own.some((r) => r.result === 'passed');
    const skipped = own.find((r) => r.result === 'skipped');
    const base = { operationId: op.operationId, method: op.method, path: op.path };
    if (failed) return { ...base, verdict: 'failed', difference: failed.difference };
    if (passed) return { ...base, verdict: 'passed', difference: '' };
    const absent = own.find((r) => r.result === 'not applicable');
    if (absent) return { ...base, verdict: 'not applicable', difference: absent.difference };
    if (readOnlySkipped.has(op.operationId))
      return { ...base, verdict: 'skipped (read-only)', difference: '' };
    return {
      ...base,
      verdict: 'not checked',
      difference: skipped?.difference ?? notRunReason,
    };
  });
}
