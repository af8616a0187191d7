import Papa from 'papaparse';

/** What the import takes in one file (the limits): larger files are refused unread. */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 5000 } as const;

/** One product row of the file: its row number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  rowNumber: number;
  cells: string[];
}

export interface CsvTable {
  fileName: string;
  headers: string[];
  rows: CsvRow[];
}

/** Why a file was refused (nothing of it is sent); the dialog words each one. */
export type FileProblem =
  | { kind: 'notCsv' | 'notText' | 'empty' | 'tooLarge' }
  | { kind: 'tooManyRows'; rows: number }
  | { kind: 'badQuotes'; row: number };

export type ReadResult = { ok: true; table: CsvTable } | { ok: false; problem: FileProblem };

// What browsers and systems call a .csv file; some send no type at all, so the name counts too.
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values']);

export const looksLikeCsv = (file: File) =>
  /\.csv$/i.test(file.name) || CSV_TYPES.has(file.type.toLowerCase());

const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

async function bytesOf(file: File): Promise<ArrayBuffer> {
  return typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer()
    : new Response(file).arrayBuffer();
}

/**
 * Reads a chosen file into a header and its rows with papaparse, or says why it cannot be
 * imported: not a CSV (by name or type), not UTF-8 text (a spreadsheet saved in another
 * encoding, or a binary file renamed), empty, over 5 MB, over 5,000 rows, or broken quoting.
 * Blank lines are left out but keep the row numbers of the lines after them.
 */
export async function readCsvFile(file: File): Promise<ReadResult> {
  const refuse = (problem: FileProblem): ReadResult => ({ ok: false, problem });
  if (!looksLikeCsv(file)) return refuse({ kind: 'notCsv' });
  if (file.size > IMPORT_LIMITS.maxBytes) return refuse({ kind: 'tooLarge' });
  if (file.size === 0) return refuse({ kind: 'empty' });
  let text: string;
  try {
    // fatal: bytes that are not UTF-8 refuse the file instead of turning into U+FFFD. The BOM
    // (the shop's own export writes one) is dropped by the decoder.
    text = new TextDecoder('utf-8', { fatal: true }).decode(await bytesOf(file));
  } catch {
    return refuse({ kind: 'notText' });
  }
  if (text.includes('\u0000')) return refuse({ kind: 'notText' });

  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // A one-column file has no delimiter to detect: papaparse says so and reads it as commas.
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return refuse({ kind: 'badQuotes', row: (quoteError.row ?? 0) + 1 });

  const lines = parsed.data.map((cells, index) => ({ rowNumber: index + 1, cells }));
  const headerLine = lines.find((line) => !isBlankRow(line.cells));
  if (!headerLine) return refuse({ kind: 'empty' });
  const rows = lines.filter(
    (line) => line.rowNumber > headerLine.rowNumber && !isBlankRow(line.cells),
  );
  if (rows.length === 0) return refuse({ kind: 'empty' });
  if (rows.length > IMPORT_LIMITS.maxRows)
    return refuse({ kind: 'tooManyRows', rows: rows.length });
  return {
    ok: true,
    table: { fileName: file.name, headers: headerLine.cells.map((h) => h.trim()), rows },
  };
}
