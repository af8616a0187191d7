import { Checkbox, Table } from '@mantine/core';
import { useAdminTexts } from '../admin-language';
import type { RowSelection } from './use-row-selection';

/** The header cell: a checkbox for every row of the page (mixed when some are selected). */
export function SelectPageHeader<T>({ selection }: { selection: RowSelection<T> }) {
  const T = useAdminTexts().bulk;
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={T.selectPage}
        checked={selection.pageState === 'all'}
        indeterminate={selection.pageState === 'some'}
        onChange={selection.togglePage}
      />
    </Table.Th>
  );
}

/**
 * A row's checkbox, named after the row. Space toggles it (a native checkbox); Shift+click
 * selects the range from the row toggled last.
 */
export function SelectRowCell<T>({
  selection,
  row,
  name,
}: {
  selection: RowSelection<T>;
  row: T;
  name: string;
}) {
  const T = useAdminTexts().bulk;
  return (
    <Table.Td>
      <Checkbox
        aria-label={T.selectRow(name)}
        checked={selection.isSelected(row)}
        // Shift+click would otherwise also select the page's text between the two clicks.
        onMouseDown={(event) => event.shiftKey && event.preventDefault()}
        onChange={(event) =>
          selection.toggle(row, (event.nativeEvent as Partial<MouseEvent>).shiftKey === true)
        }
      />
    </Table.Td>
  );
}
