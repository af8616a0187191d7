import { Anchor, AppShell, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({ error, reset }) => (
    <Container py="xl">
      <Stack align="center">
        <Title order={2}>
          {(error instanceof Error && error.message) || 'An unexpected error has occured'}
        </Title>
        <Button onClick={reset}>Try again</Button>
      </Stack>
    </Container>
  ),
});

function RootLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
              Shop
            </Anchor>
            <Group component="nav" aria-label="Main">
              <Anchor component={Link} to="/">
                Home
              </Anchor>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

function NotFound() {
  return (
    <Container py="xl">
      <Stack align="center">
        <Title order={2}>Page not found</Title>
        <Text>The page you are looking for does not exist.</Text>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Stack>
    </Container>
  );
}
