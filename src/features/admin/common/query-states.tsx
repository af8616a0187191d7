import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNetworkFailure, isNotOffered } from '@/api/errors';
import { useAdminTexts } from './admin-language';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** The alert's title when the query failed; `network`: no answer arrived at all. */
  failedTitle: (network: boolean) => string;
  /** What to say, instead of a failure, when this server does not offer the operation. */
  notOffered?: string;
  /** The retry button's label. */
  retryLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * A back-office panel's body: a spinner, the failure with a retry (blaming the connection only
 * when no answer arrived), a plain statement when the server has no such operation, or the
 * data's content.
 */
export function QueryStates<T>({
  query,
  failedTitle,
  notOffered,
  retryLabel,
  children,
}: QueryStatesProps<T>) {
  const shared = useAdminTexts().shared;
  if (query.isPending)
    return (
      <Center h={200}>
        <Loader aria-label={shared.busy} />
      </Center>
    );
  if (query.isError && notOffered && isNotOffered(query.error))
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl" role="status">
        {notOffered}
      </Text>
    );
  if (query.isError)
    return (
      <Alert color="red" title={failedTitle(isNetworkFailure(query.error))} role="alert">
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </Alert>
    );
  return children(query.data);
}
