import { Alert, Button, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminTexts } from './admin-language';

interface QueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** The alert's title when the query failed. */
  failedTitle: string;
  /** The retry button's label. */
  retryLabel: string;
  children: (data: T) => ReactNode;
}

/** A back-office panel's body: a spinner, the failure with a retry, or the data's content. */
export function QueryStates<T>({ query, failedTitle, retryLabel, children }: QueryStatesProps<T>) {
  const shared = useAdminTexts().shared;
  if (query.isPending)
    return (
      <Center h={200}>
        <Loader aria-label={shared.busy} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" title={failedTitle} role="alert">
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </Alert>
    );
  return children(query.data);
}
