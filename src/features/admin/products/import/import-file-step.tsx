import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminTexts } from '@/features/admin/common/texts';
import { IMPORT_LIMITS, readCsvFile, type CsvTable, type FileProblem } from './read-csv-file';

// What the file chooser offers; a file of another type that is dropped is refused in words.
const ACCEPT = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] };

function problemText(
  T: AdminTexts['productImport'],
  name: string,
  problem: FileProblem,
  count: (n: number) => string,
) {
  switch (problem.kind) {
    case 'tooManyRows':
      return T.file.tooManyRows(name, count(problem.rows));
    case 'badQuotes':
      return T.file.badQuotes(name, problem.row);
    default:
      return T.file[problem.kind](name);
  }
}

/** Step 1: a CSV chosen or dropped, read in the browser; a file that cannot be imported is refused. */
export function ImportFileStep({ onRead }: { onRead: (table: CsvTable) => void }) {
  const T = useAdminTexts().productImport;
  const { formatCount } = useAdminFormat();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const openFileDialog = useRef<() => void>(null);

  const read = async (file: File) => {
    setError(null);
    setReading(file.name);
    const result = await readCsvFile(file);
    setReading(null);
    if (result.ok) onRead(result.table);
    else setError(problemText(T, file.name, result.problem, formatCount));
  };
  const refuse = ([rejection]: FileRejection[]) => {
    if (!rejection) return;
    const { file, errors } = rejection;
    const tooLarge = errors.some((e) => e.code === 'file-too-large');
    setError(tooLarge ? T.file.tooLarge(file.name) : T.file.notCsv(file.name));
  };

  return (
    <Stack gap="xs">
      <Group align="stretch" wrap="nowrap">
        <Dropzone
          flex={1}
          multiple={false}
          accept={ACCEPT}
          maxSize={IMPORT_LIMITS.maxBytes}
          loading={reading !== null}
          onDrop={([file]) => file && void read(file)}
          onReject={refuse}
          inputProps={{ 'aria-label': T.file.label }}
          openRef={openFileDialog}
          // For the mouse; the keyboard uses the button beside it (as the product image does:
          // react-dropzone's area has no role or name as a Tab stop).
          activateOnKeyboard={false}
        >
          <Stack gap={2} align="center" py="lg" style={{ pointerEvents: 'none' }}>
            <Text size="sm">{T.file.drop}</Text>
            <Text size="xs" c="dimmed" ta="center">
              {T.file.hint}
            </Text>
          </Stack>
        </Dropzone>
        <Button
          variant="default"
          onClick={() => openFileDialog.current?.()}
          loading={reading !== null}
        >
          {T.file.choose}
        </Button>
      </Group>
      {reading && (
        <Text size="sm" c="dimmed" role="status">
          {T.file.reading(reading)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
