import { Button, Group, Table } from '@mantine/core';
import { useAdminTexts } from './admin-language';

/** The view / edit / delete buttons of a back-office table row, in a cell of their own. */
export function RowActionsCell({
  name,
  onView,
  onEdit,
  onDelete,
}: {
  /** The row's name: the buttons' accessible names say it, e.g. `查看 alice`. */
  name: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const shared = useAdminTexts().shared;
  const labels = shared.itemActions(name);
  return (
    <Table.Td>
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
    </Table.Td>
  );
}
