import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { downloadCsv } from '@/features/admin/common/csv';
import { importReportCsv, tally, type RowResult } from './import-results';
import { ImportRowsTable } from './import-rows-table';
import type { PlannedRow } from './plan-import';
import type { RunPhase } from './use-import-run';

interface ImportRunStepProps {
  plan: readonly PlannedRow[];
  results: ReadonlyMap<number, RowResult>;
  phase: RunPhase;
  fileName: string;
  onCancel: () => void;
  onAnother: () => void;
  onClose: () => void;
}

const SETTLED: readonly RowResult['state'][] = ['created', 'updated', 'failed', 'notRun'];

/** Step 4: the rows going through the API, with progress and a stop; then the report. */
export function ImportRunStep({
  plan,
  results,
  phase,
  fileName,
  onCancel,
  onAnother,
  onClose,
}: ImportRunStepProps) {
  const T = useAdminTexts().productImport;
  const { formatCount } = useAdminFormat();
  const total = plan.filter((row) => row.action !== 'error').length;
  const done = [...results.values()].filter((r) => SETTLED.includes(r.state)).length;
  const busy = phase === 'running' || phase === 'stopping';
  const counts = tally(plan, results);
  const report = () =>
    downloadCsv(
      `${fileName.replace(/\.csv$/i, '')}-import-report.csv`,
      importReportCsv(T, plan, results),
    );
  return (
    <Stack>
      <Progress
        value={total === 0 ? 100 : Math.round((done / total) * 100)}
        aria-label={T.run.progressLabel}
        animated={busy}
      />
      <Text size="sm" role="status">
        {phase === 'stopping'
          ? T.run.stopping
          : T.run.progress(formatCount(done), formatCount(total))}
      </Text>
      {!busy && (
        <Alert
          color={phase === 'stopped' || counts.failed > 0 ? 'yellow' : 'green'}
          title={phase === 'stopped' ? T.run.stopped : T.run.finished}
        >
          {T.run.summary(
            formatCount(counts.written),
            formatCount(counts.failed),
            formatCount(counts.notRun),
            formatCount(counts.skipped),
          )}
        </Alert>
      )}
      <ImportRowsTable rows={plan} results={results} />
      <Group justify="flex-end">
        {busy ? (
          <Button color="red" variant="light" onClick={onCancel} disabled={phase === 'stopping'}>
            {T.run.cancel}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={report}>
              {T.run.report}
            </Button>
            <Button variant="default" onClick={onAnother}>
              {T.run.another}
            </Button>
            <Button onClick={onClose}>{T.run.close}</Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
