import { Alert, Button } from '@mantine/core';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

/**
 * A list that failed to load: the message, and a way to ask again without leaving the page
 * (the button spins while the new request is under way).
 */
export function LoadFailedAlert({
  message,
  query,
}: {
  message: string;
  /** The failed query (TanStack Query's result). */
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <Alert color="red" role="alert" title={message}>
      <Button
        mt="xs"
        size="xs"
        // On the alert's light red, the light variant would read as bare text.
        variant="white"
        color="red"
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {STOREFRONT_TEXTS.common.tryAgain}
      </Button>
    </Alert>
  );
}
