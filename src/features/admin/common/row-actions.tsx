import { Button, Group } from '@mantine/core';
import { SHARED_STRINGS } from './strings';

/** The view / edit / delete buttons of a back-office table row. */
export function RowActions({
  labels,
  onView,
  onEdit,
  onDelete,
}: {
  /** Accessible names naming the row, e.g. `查看 alice`. */
  labels: { view: string; edit: string; delete: string };
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" aria-label={labels.view} onClick={onView}>
        {SHARED_STRINGS.view}
      </Button>
      <Button size="compact-sm" variant="subtle" aria-label={labels.edit} onClick={onEdit}>
        {SHARED_STRINGS.edit}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={labels.delete}
        onClick={onDelete}
      >
        {SHARED_STRINGS.delete}
      </Button>
    </Group>
  );
}
