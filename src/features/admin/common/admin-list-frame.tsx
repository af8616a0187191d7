import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminListHeading } from './admin-list-heading';
import { ListPager, type Pager } from './list-pager';
import type { ListWithFallback } from './list-with-fallback';
import { SampleDataNotice } from './sample-data-notice';
import { useAdminTexts } from './admin-language';

/**
 * The frame every back-office table shares: title with its count, actions, the sample-data
 * notice, the toolbar (search, filters, order), then loading / empty / the table, and the pager.
 */
export function AdminListFrame({
  title,
  count,
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
  title: string;
  count: string;
  actions: ReactNode;
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
  const shared = useAdminTexts().shared;
  return (
    <Stack>
      <AdminListHeading title={title} count={count} actions={actions} />
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
