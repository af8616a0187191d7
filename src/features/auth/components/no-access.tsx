import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** A signed-in shopper who opens the back office: say so plainly instead of a blank screen. */
export function NoAccess() {
  return (
    <Container py="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>{STOREFRONT_TEXTS.account.noAccess}</Title>
        <Text ta="center">{STOREFRONT_TEXTS.account.noAccessText}</Text>
        <Anchor component={Link} to="/">
          {STOREFRONT_TEXTS.common.backToHome}
        </Anchor>
      </Stack>
    </Container>
  );
}
