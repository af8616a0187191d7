import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A signed-in shopper who opens the back office: say so plainly instead of a blank screen. */
export function NoAccess() {
  return (
    <Container py="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>No access</Title>
        <Text ta="center">
          The admin area is for administrators. Your account does not have access to it.
        </Text>
        <Anchor component={Link} to="/">
          Back to Home
        </Anchor>
      </Stack>
    </Container>
  );
}
