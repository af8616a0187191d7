import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Container py="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>Page not found</Title>
        <Text>The page you are looking for does not exist.</Text>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Stack>
    </Container>
  );
}
