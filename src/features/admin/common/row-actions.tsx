import { Button, Group } from '@mantine/core';
import { useAdminTexts } from './admin-language';

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
  const shared = useAdminTexts().shared;
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" aria-label={labels.view} onClick={onView}>
        {shared.view}
      </Button>
      <Button size="compact-sm" variant="subtle" aria-label={labels.edit} onClick={onEdit}>
        {shared.edit}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={labels.delete}
        onClick={onDelete}
      >
        {shared.delete}
      </Button>
    </Group>
  );
}
