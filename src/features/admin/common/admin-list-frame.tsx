import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MockDataBadge } from '@/components/mock-data-badge';
import type { OptionalOperation } from '@/api/server-capabilities';
import { AdminListHeading } from './admin-list-heading';
import type { CsvColumn } from './csv';
import { ExportCsvButton } from './export-csv-button';
import { ListPager, type Pager } from './list-pager';
import type { ListWithFallback } from './list-with-fallback';
import { SampleDataNotice } from './sample-data-notice';
import { useAdminTexts } from './admin-language';
import type { AdminTexts } from './texts';

/**
 * The frame every back-office table shares: its area's title with the count of its rows, the
 * badge of operations the mock answers, the CSV export of the rows as filtered (the file named
 * after the area) and the list's own actions, the sample-data notice, the toolbar (search,
 * filters, order), then loading / empty / the table, and the pager.
 */
export function AdminListFrame<Row>({
  area,
  total,
  mockOperations,
  csv,
  actions,
  source = { isLoading: false, isSample: false, error: null },
  sampleNotOffered,
  toolbar,
  bar,
  emptyText,
  pager,
  children,
  after,
}: {
  area: 'products' | 'users' | 'orders' | 'reviews';
  /** How many rows the list has, before any filter. */
  total: number;
  /** The operations whose answers may be the mock's (MockDataBadge). */
  mockOperations?: readonly OptionalOperation[];
  /** The rows as filtered on screen and the export's columns. */
  csv: { rows: readonly Row[]; columns: readonly CsvColumn<Row>[] };
  /** The list's own buttons, after the export. */
  actions?: ReactNode;
  /** Where the rows come from: still loading, or the sample rows (and why) when the list failed. */
  source?: Omit<ListWithFallback<unknown>, 'rows'>;
  /** The notice when the server offers no such list (instead of a failure). */
  sampleNotOffered?: string;
  /** The ListToolbar: search, filters, order. */
  toolbar: ReactNode;
  /** The bulk-selection bar and its dialogs: kept mounted while the list is empty or loading. */
  bar?: ReactNode;
  /** What an empty list (none matching) says. */
  emptyText: string;
  pager: Pager & { total: number };
  /** The table. */
  children: ReactNode;
  /** Dialogs that belong to the list. */
  after?: ReactNode;
}) {
  const texts = useAdminTexts();
  const shared = texts.shared;
  const S: Pick<AdminTexts[typeof area], 'title' | 'count'> = texts[area];
  return (
    <Stack>
      <AdminListHeading
        title={S.title}
        count={S.count(total)}
        actions={
          <>
            {mockOperations && <MockDataBadge operations={mockOperations} />}
            <ExportCsvButton rows={csv.rows} columns={csv.columns} fileName={area} />
            {actions}
          </>
        }
      />
      {source.isSample && <SampleDataNotice error={source.error} notOffered={sampleNotOffered} />}
      {toolbar}
      {bar}
      <Paper withBorder p="xs">
        {source.isLoading ? (
          <Center p="xl">
            <Loader aria-label={shared.loading} />
          </Center>
        ) : pager.total === 0 ? (
          <Text ta="center" c="dimmed" p="xl">
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Paper>
      <ListPager pager={pager} />
      {after}
    </Stack>
  );
}
