import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { errorText } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** A neutral wait while GET /auth/user answers: no shell, no name, no menu yet. */
export function SessionChecking() {
  return (
    <main id="main-content" tabIndex={-1}>
      <Center mih="60vh" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text size="sm">{STOREFRONT_TEXTS.account.checkingSession}</Text>
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
      <Alert color="red" title={STOREFRONT_TEXTS.account.sessionCheckFailed} role="alert">
        <Stack gap="sm">
          <Text size="sm">
            {STOREFRONT_TEXTS.account.sessionNotConfirmed} {errorText(error, '')}
          </Text>
          <Button onClick={retry} loading={retrying} w="fit-content">
            {STOREFRONT_TEXTS.common.tryAgain}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
