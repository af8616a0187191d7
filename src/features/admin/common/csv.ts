/** CSV export of an admin list, exactly as it is filtered on screen. */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

type CsvValue = ReturnType<CsvColumn<never>['value']>;

/** The fields of a row that a cell can show as they are. */
type CsvField<T> = { [K in keyof T]-?: T[K] extends CsvValue ? K : never }[keyof T] & string;

/**
 * Columns that are a row's own fields as they are, each headed by its field's name (the same
 * names as the API's, so an export reads like the data it came from).
 */
export const fieldColumns = <T>(...fields: CsvField<T>[]): CsvColumn<T>[] =>
  fields.map((field) => ({ header: field, value: (row) => row[field] as CsvValue }));

function cell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A text starting with = + - @, a tab or a carriage return would run as a formula in a
  // spreadsheet (CSV injection): a leading apostrophe makes it plain text. Numbers stay numbers.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return lines.join('\r\n');
}

/** Saves the text as a file; the BOM lets Excel read the Chinese text as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
