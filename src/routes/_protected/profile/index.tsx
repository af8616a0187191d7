import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { AddressBook } from '@/features/addresses/components/address-book';
import { forgetDeletedAddress } from '@/features/checkout/checkout-storage';
import { useSession } from '@/entities/session/use-session';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { myAddressesQueries } from '@/features/addresses/api/get-addresses';
import { startBrowserPage } from '@/lib/routing/page-data';

export const Route = createFileRoute('/_protected/profile/')({
  head: () => storefrontHead(STOREFRONT_TEXTS.pageTitles.profile),
  // The saved addresses, asked for at once; the page shows its own loading state meanwhile.
  loader: ({ context }) => startBrowserPage(context, myAddressesQueries(context.queryClient)),
  component: ProfilePage,
});

const ROLE_LABELS = STOREFRONT_TEXTS.account.roleLabels;

function ProfilePage() {
  const user = useSession();
  if (!user) return null; // the guard sends a signed-out visitor to /login
  return (
    <Container size="lg">
      <Stack gap="xl" py="md">
        <Card withBorder padding="lg">
          <Title order={1} size="h2">
            {user.username}
          </Title>
          <Text c="dimmed">{user.email ?? STOREFRONT_TEXTS.account.noEmail}</Text>
          <Group gap="xs" mt="sm" aria-label={STOREFRONT_TEXTS.account.roles}>
            {user.roles.map((role) => (
              <Badge key={role} variant="light">
                {ROLE_LABELS[role] ?? role}
              </Badge>
            ))}
          </Group>
        </Card>
        <AddressBook onDeleted={forgetDeletedAddress} />
      </Stack>
    </Container>
  );
}
