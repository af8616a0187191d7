import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isNetworkFailure } from '@/api/errors';
import { useAdminTexts } from '@/features/admin/common/admin-language';

/**
 * The empty state (docs/product/back-office.md): for a shop with no orders yet, and for a server
 * that offers no order management at all (the course server): its title with a count of 0, no
 * filters, no status controls.
 */
export function OrdersEmpty() {
  const S = useAdminTexts().orders;
  return (
    <Stack>
      <Title order={2}>
        {S.title}{' '}
        <Text span c="dimmed" size="md">
          {S.count(0)}
        </Text>
      </Title>
      <Center p="xl">
        <Stack align="center" gap="xs">
          <Title order={3}>{S.emptyTitle}</Title>
          <Text c="dimmed">{S.emptyText}</Text>
        </Stack>
      </Center>
    </Stack>
  );
}

/** The list failed: the connection is named only when no answer arrived. */
export function OrdersLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const S = useAdminTexts().orders;
  return (
    <Center p="xl">
      <Stack align="center" gap="xs">
        <Text c="red" role="alert">
          {S.loadFailed(isNetworkFailure(error))}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {S.reload}
        </Button>
      </Stack>
    </Center>
  );
}
