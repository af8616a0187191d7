import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager, type Pager } from './list-pager';
import { SampleDataNotice } from './sample-data-notice';
import { useAdminTexts } from './admin-language';

/**
 * The frame every back-office list shares: title with its count, actions, the sample-data
 * notice, the filter row, then loading / empty / the table, and the pager.
 */
export function AdminListFrame({
  title,
  count,
  actions,
  isSample = false,
  sampleError,
  sampleNotOffered,
  filters,
  bar,
  isLoading = false,
  emptyText,
  isEmpty,
  pager,
  children,
  after,
}: {
  title: string;
  count: string;
  actions: ReactNode;
  isSample?: boolean;
  /** Why the list fell back to its sample rows (the query's error), for the notice's words. */
  sampleError?: unknown;
  /** The notice when the server offers no such list (instead of a failure). */
  sampleNotOffered?: string;
  filters: ReactNode;
  /** The bulk-selection bar and its dialogs: kept mounted while the list is empty or loading. */
  bar?: ReactNode;
  isLoading?: boolean;
  emptyText: string;
  isEmpty: boolean;
  pager: Pager;
  /** The table. */
  children: ReactNode;
  /** Dialogs that belong to the list. */
  after?: ReactNode;
}) {
  const shared = useAdminTexts().shared;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          {title}{' '}
          <Text span c="dimmed" size="md">
            {count}
          </Text>
        </Title>
        <Group>{actions}</Group>
      </Group>
      {isSample && <SampleDataNotice error={sampleError} notOffered={sampleNotOffered} />}
      <Group align="flex-end">{filters}</Group>
      {bar}
      <Paper withBorder p="xs">
        {isLoading ? (
          <Center p="xl">
            <Loader aria-label={shared.loading} />
          </Center>
        ) : isEmpty ? (
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
