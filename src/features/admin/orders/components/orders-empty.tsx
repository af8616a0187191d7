import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { ORDER_STRINGS as S } from '../strings';

/** The empty state, for a shop with no orders yet. */
export function OrdersEmpty() {
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
