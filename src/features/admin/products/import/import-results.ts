import { serverErrorMessage } from '@/components/forms/apply-server-error';
import { toCsv, type CsvColumn } from '@/features/admin/common/csv';
import type { AdminTexts } from '@/features/admin/common/texts';
import type { PlannedRow } from './plan-import';

/** What became of one row once the import ran (or was stopped). */
export type RowResult =
  | { state: 'waiting' | 'running' | 'notRun' | 'skipped' }
  | { state: 'created' | 'updated'; productId: number }
  /** The error itself: worded when shown, in the language of that moment. */
  | { state: 'failed'; error: unknown };

type ImportTexts = AdminTexts['productImport'];

/**
 * Why a row failed, in words: a 4xx's own message where the server wrote one (a business rule),
 * else the import's; a masked 401 says the server refused without a reason (its body's "Full
 * authentication is required" would be a lie: the administrator is still signed in).
 */
export const failureReason = (T: ImportTexts, error: unknown) =>
  serverErrorMessage(error, T.run.saveFailed, {
    serverWording: 'client-errors',
    masked: T.run.maskedFailure,
  });

export function resultText(T: ImportTexts, result: RowResult): string {
  const R = T.run.results;
  switch (result.state) {
    case 'created':
      return R.created(result.productId);
    case 'updated':
      return R.updated(result.productId);
    case 'failed':
      return R.failed(failureReason(T, result.error));
    default:
      return R[result.state];
  }
}

/** A row's result: a row with errors is skipped, a row never started is waiting (or not run). */
export const resultOf = (row: PlannedRow, results: ReadonlyMap<number, RowResult>): RowResult =>
  row.action === 'error'
    ? { state: 'skipped' }
    : (results.get(row.rowNumber) ?? { state: 'waiting' });

export interface ImportTally {
  written: number;
  failed: number;
  notRun: number;
  skipped: number;
}

export function tally(
  plan: readonly PlannedRow[],
  results: ReadonlyMap<number, RowResult>,
): ImportTally {
  const counts: ImportTally = { written: 0, failed: 0, notRun: 0, skipped: 0 };
  for (const row of plan) {
    const { state } = resultOf(row, results);
    if (state === 'created' || state === 'updated') counts.written++;
    else if (state === 'failed') counts.failed++;
    else if (state === 'skipped') counts.skipped++;
    else counts.notRun++;
  }
  return counts;
}

/**
 * The result report: one line per row of the file with what was planned, what happened and why.
 * Written with the export's helpers, so a product name starting with = cannot run as a formula.
 */
export function importReportCsv(
  T: ImportTexts,
  plan: readonly PlannedRow[],
  results: ReadonlyMap<number, RowResult>,
): string {
  const action = (row: PlannedRow) =>
    row.action === 'create'
      ? T.actions.create
      : row.action === 'update'
        ? T.actions.update(row.productId)
        : T.actions.error;
  const columns: CsvColumn<PlannedRow>[] = [
    { header: 'row', value: (row) => row.rowNumber },
    { header: 'productId', value: (row) => idOf(row, results) },
    { header: 'productName', value: (row) => row.cells.productName },
    { header: 'action', value: action },
    { header: 'result', value: (row) => resultText(T, resultOf(row, results)) },
    { header: 'errors', value: (row) => (row.action === 'error' ? row.errors.join('; ') : '') },
    { header: 'notes', value: (row) => row.warnings.join('; ') },
  ];
  return toCsv(plan, columns);
}

/** The product a row wrote or was to update: the id to put in the file for the next import. */
function idOf(row: PlannedRow, results: ReadonlyMap<number, RowResult>): number | string {
  const result = results.get(row.rowNumber);
  if (result && 'productId' in result) return result.productId;
  return row.action === 'update' ? row.productId : row.cells.productId;
}
