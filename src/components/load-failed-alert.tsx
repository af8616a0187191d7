import { Alert, Button, Text } from '@mantine/core';
import { isNetworkFailure } from '@/api/errors';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/**
 * A list that failed to load: the message, and a way to ask again without leaving the page
 * (the button spins while the new request is under way). When no answer arrived at all, it also
 * says that it is the network (and only then: a server that answered is not a network problem).
 */
export function LoadFailedAlert({
  message,
  query,
}: {
  message: string;
  /** The failed query (TanStack Query's result). */
  query: { isFetching: boolean; refetch: () => Promise<unknown>; error?: unknown };
}) {
  return (
    <Alert color="red" role="alert" title={message}>
      {isNetworkFailure(query.error) && message !== STOREFRONT_TEXTS.errors.network && (
        <Text size="sm">{STOREFRONT_TEXTS.errors.network}</Text>
      )}
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
