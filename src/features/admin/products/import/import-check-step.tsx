import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { ImportRowsTable } from './import-rows-table';
import type { PlannedRow } from './plan-import';

interface ImportCheckStepProps {
  plan: readonly PlannedRow[];
  /** The product or category list is the sample one: ids and categories cannot be checked. */
  catalogueUnavailable: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step 3, the dry run: what each row will do; nothing is written before the confirmation. */
export function ImportCheckStep({
  plan,
  catalogueUnavailable,
  onBack,
  onConfirm,
}: ImportCheckStepProps) {
  const T = useAdminTexts().productImport;
  const { formatCount } = useAdminFormat();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const count = (action: PlannedRow['action']) =>
    plan.filter((row) => row.action === action).length;
  const writable = plan.length - count('error');
  const rows = onlyProblems
    ? plan.filter((row) => row.action === 'error' || row.warnings.length > 0)
    : plan;
  return (
    <Stack>
      {catalogueUnavailable && (
        <Alert color="yellow" role="alert">
          {T.check.catalogueUnavailable}
        </Alert>
      )}
      <Text fw={500} role="status">
        {T.check.summary(
          formatCount(plan.length),
          formatCount(count('create')),
          formatCount(count('update')),
          formatCount(count('error')),
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {T.check.notice}
      </Text>
      <Checkbox
        label={T.check.onlyProblems}
        checked={onlyProblems}
        onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
      />
      <ImportRowsTable rows={rows} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {T.back(T.steps.columns)}
        </Button>
        <Button onClick={onConfirm} disabled={writable === 0}>
          {writable === 0 ? T.check.nothingToImport : T.check.confirm(formatCount(writable))}
        </Button>
      </Group>
    </Stack>
  );
}
