import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useAdminTexts } from '../../common/admin-language';

/** The empty state, for a shop with no orders yet. */
export function OrdersEmpty() {
  const S = useAdminTexts().orders;
  return (
    <Center p="xl">
      <Stack align="center" gap="xs">
        <Title order={3}>{S.emptyTitle}</Title>
        <Text c="dimmed">{S.emptyText}</Text>
      </Stack>
    </Center>
  );
}

export function OrdersLoadError({ onRetry }: { onRetry: () => void }) {
  const S = useAdminTexts().orders;
  return (
    <Center p="xl">
      <Stack align="center" gap="xs">
        <Text c="red" role="alert">
          {S.loadFailed}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {S.reload}
        </Button>
      </Stack>
    </Center>
  );
}
