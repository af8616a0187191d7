import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { messageOr } from '../../../api/errors';

/** A neutral wait while GET /auth/user answers: no shell, no name, no menu yet. */
export function SessionChecking() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Center mih="60vh" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text size="sm">Checking your session…</Text>
        </Stack>
      </Center>
    </main>
  );
}

/** The check got no verdict (offline, a server error): say so and let the person ask again. */
export function SessionCheckFailed({
  error,
  retry,
  retrying,
}: {
  error: unknown;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <Container component="main" id="main-content" tabIndex={-1} size="xs" py="xl">
      <Alert color="red" title="Could not check your session" role="alert">
        <Stack gap="sm">
          <Text size="sm">
            The server did not confirm who is signed in, so the admin area stays closed.{' '}
            {messageOr(error, error instanceof Error ? error.message : '')}
          </Text>
          <Button onClick={retry} loading={retrying} w="fit-content">
            Try again
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
