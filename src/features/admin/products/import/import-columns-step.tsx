import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import {
  IMPORT_FIELDS,
  REQUIRED_FIELDS,
  unmappedFields,
  type ColumnMapping,
} from './column-mapping';

interface ImportColumnsStepProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

// The Select's value for "no column": a column index is never negative.
const NONE = '-1';

/** Step 2: each field to one of the file's columns, when the headers are not the fields' names. */
export function ImportColumnsStep({
  headers,
  mapping,
  onChange,
  onBack,
  onNext,
}: ImportColumnsStepProps) {
  const T = useAdminTexts().productImport;
  const missing = unmappedFields(mapping);
  const options = headers.map((header, index) => ({
    value: String(index),
    label: header || `#${index + 1}`,
  }));
  return (
    <Stack>
      <Text size="sm">{T.columns.intro}</Text>
      <Text size="xs" c="dimmed">
        {T.columns.headersFound(headers.join(', '))}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {IMPORT_FIELDS.map((field) => {
          const required = REQUIRED_FIELDS.includes(field);
          return (
            <Select
              key={field}
              label={T.columns.fields[field]}
              // Said, not shown as an error: nothing is wrong before a column is chosen (and the
              // error red on white is too faint for body text).
              description={
                required
                  ? missing.includes(field)
                    ? T.columns.required
                    : undefined
                  : T.columns.optional
              }
              withAsterisk={required}
              data={required ? options : [{ value: NONE, label: T.columns.notInFile }, ...options]}
              value={mapping[field] === null ? (required ? null : NONE) : String(mapping[field])}
              onChange={(value) =>
                onChange({
                  ...mapping,
                  [field]: value === null || value === NONE ? null : Number(value),
                })
              }
              allowDeselect={false}
            />
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {T.back(T.steps.file)}
        </Button>
        <Button onClick={onNext} disabled={missing.length > 0}>
          {T.next(T.steps.check)}
        </Button>
      </Group>
    </Stack>
  );
}
