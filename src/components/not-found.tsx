import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** Any unknown address, in the storefront or the back office: said in English (`lang`). */
export function NotFound() {
  return (
    <Container py="xl" lang="en">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {STOREFRONT_TEXTS.pageTitles.notFound}
        </Title>
        <Text>{STOREFRONT_TEXTS.errors.pageNotFound}</Text>
        <Anchor component={Link} to="/">
          {STOREFRONT_TEXTS.common.backToHome}
        </Anchor>
      </Stack>
    </Container>
  );
}
