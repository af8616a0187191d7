import { Button } from '@mantine/core';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { SHARED_STRINGS } from './strings';

interface ExportCsvButtonProps<T> {
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  /** Without extension, e.g. 'users'; the date is appended. */
  fileName: string;
}

export function ExportCsvButton<T>({ rows, columns, fileName }: ExportCsvButtonProps<T>) {
  const exportRows = () =>
    downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(rows, columns));
  return (
    <Button variant="default" onClick={exportRows} disabled={rows.length === 0}>
      {SHARED_STRINGS.exportCsv}
    </Button>
  );
}
