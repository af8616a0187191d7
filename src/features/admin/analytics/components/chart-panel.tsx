import { Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryStates } from '@/features/admin/common/query-states';
import { useAdminTexts } from '@/features/admin/common/admin-language';

interface ChartPanelProps<T> {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => React.ReactNode;
}

/** A titled card that shows its chart, a spinner, or the failure with a retry. */
export function ChartPanel<T>({ title, query, children }: ChartPanelProps<T>) {
  const S = useAdminTexts().analytics;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      <QueryStates
        query={query}
        failedTitle={S.loadFailed}
        notOffered={S.notOffered}
        retryLabel={S.reload}
      >
        {children}
      </QueryStates>
    </Paper>
  );
}
