import { Badge, Group, List, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminTexts } from '@/features/admin/common/texts';
import { resultOf, resultText, type RowResult } from './import-results';
import type { PlannedRow } from './plan-import';

const PAGE_SIZE = 50;

const ACTION_COLORS = { create: 'green', update: 'blue', error: 'red' } as const;

function actionText(T: AdminTexts['productImport'], row: PlannedRow) {
  if (row.action === 'update') return T.actions.update(row.productId);
  return T.actions[row.action];
}

interface ImportRowsTableProps {
  rows: readonly PlannedRow[];
  /** After the run starts: each row's result. */
  results?: ReadonlyMap<number, RowResult>;
}

/**
 * Every row of the file with its row number, what will happen and every error in words. Cells
 * are React text, so markup in a file shows as the characters it is.
 */
export function ImportRowsTable({ rows, results }: ImportRowsTableProps) {
  const { productImport: T, shared } = useAdminTexts();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560} maxHeight={420}>
        <Table striped stickyHeader verticalSpacing={4}>
          <Table.Caption>{T.table.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.table.row}</Table.Th>
              <Table.Th>{T.table.action}</Table.Th>
              <Table.Th>{T.table.product}</Table.Th>
              <Table.Th>{T.table.problems}</Table.Th>
              {results && <Table.Th>{T.table.result}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.rowNumber}>
                <Table.Td>{row.rowNumber}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={ACTION_COLORS[row.action]}>
                    {actionText(T, row)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.cells.productName}</Table.Td>
                <Table.Td>
                  <Problems row={row} none={T.table.none} />
                </Table.Td>
                {results && <Table.Td>{resultText(T, resultOf(row, results))}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group component="nav" aria-label={T.table.pageLabel} justify="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            // The arrows are icons: they need names (as the lists' pager).
            getItemProps={(n) => ({ 'aria-label': shared.page(n) })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next'
                ? { 'aria-label': control === 'next' ? shared.nextPage : shared.previousPage }
                : {}
            }
          />
        </Group>
      )}
    </Stack>
  );
}

function Problems({ row, none }: { row: PlannedRow; none: string }) {
  const errors = row.action === 'error' ? row.errors : [];
  if (errors.length === 0 && row.warnings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {errors.map((message) => (
        <List.Item key={message} c="red">
          {message}
        </List.Item>
      ))}
      {row.warnings.map((message) => (
        <List.Item key={message} c="yellow.8">
          {message}
        </List.Item>
      ))}
    </List>
  );
}
