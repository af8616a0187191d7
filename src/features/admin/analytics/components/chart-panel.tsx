import { Alert, Button, Center, Loader, Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ANALYTICS_STRINGS as S } from '../strings';

interface ChartPanelProps<T> {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => React.ReactNode;
}

/** A titled card that shows its chart, a spinner, or the failure with a retry. */
export function ChartPanel<T>({ title, query, children }: ChartPanelProps<T>) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      {query.isPending ? (
        <Center h={200}>
          <Loader aria-label="加载中" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" title={S.loadFailed} role="alert">
          <Button
            mt="xs"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void query.refetch()}
          >
            {S.reload}
          </Button>
        </Alert>
      ) : (
        children(query.data)
      )}
    </Paper>
  );
}
