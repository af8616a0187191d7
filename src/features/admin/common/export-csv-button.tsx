import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { registerExport } from './current-export';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { useAdminTexts } from './admin-language';

interface ExportCsvButtonProps<T> {
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  /** Without extension, e.g. 'users'; the date is appended. */
  fileName: string;
}

export function ExportCsvButton<T>({ rows, columns, fileName }: ExportCsvButtonProps<T>) {
  const shared = useAdminTexts().shared;
  const exportRows = () =>
    downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(rows, columns));
  // The command palette's 导出 CSV exports what this button would, the rows as filtered now.
  const latest = useRef(exportRows);
  useEffect(() => {
    latest.current = exportRows;
  });
  const enabled = rows.length > 0;
  useEffect(() => registerExport({ run: () => latest.current(), enabled }), [enabled]);
  return (
    <Button variant="default" onClick={exportRows} disabled={!enabled}>
      {shared.exportCsv}
    </Button>
  );
}
