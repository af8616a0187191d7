import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** The generic error panel (spec 8): never a blank page, always a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const message = (error instanceof Error && error.message) || 'An unexpected error has occured';
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Container py="xl">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2}>Something went wrong</Title>
        <Text>{message}</Text>
        <Button onClick={retry}>Try again</Button>
      </Stack>
    </Container>
  );
}
