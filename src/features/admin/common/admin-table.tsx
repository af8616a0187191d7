import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { SelectPageHeader, SelectRowCell } from './bulk/select-cells';
import type { RowSelection } from './bulk/use-row-selection';

/**
 * A back-office table: scrolls sideways below `minWidth`, one heading a column, and with a
 * bulk selection a checkbox column first (the page's box in the heading, a row's in each row).
 */
export function AdminTable<T>({
  minWidth,
  headers,
  selection,
  children,
}: {
  minWidth: number;
  headers: readonly string[];
  selection?: RowSelection<T>;
  /** The rows: AdminTableRow each. */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {selection && <SelectPageHeader selection={selection} />}
            {headers.map((h) => (
              // Short Chinese headings would otherwise break a character per line ("订/单/数").
              <Table.Th key={h} style={{ whiteSpace: 'nowrap' }}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row of an AdminTable: its selection box (named for the row), then its cells. */
export function AdminTableRow<T>({
  selection,
  row,
  name,
  children,
}: {
  selection?: RowSelection<T>;
  row: T;
  /** The row's name for its selection box's accessible name. */
  name: string;
  children: ReactNode;
}) {
  return (
    <Table.Tr>
      {selection && <SelectRowCell selection={selection} row={row} name={name} />}
      {children}
    </Table.Tr>
  );
}
