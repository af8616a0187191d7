import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A back-office list's heading: its title with how many rows it has, and its actions. */
export function AdminListHeading({
  title,
  count,
  actions,
}: {
  title: string;
  count: string;
  actions: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <Title order={2}>
        {title}{' '}
        <Text span c="dimmed" size="md">
          {count}
        </Text>
      </Title>
      <Group>{actions}</Group>
    </Group>
  );
}
