import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** The signed-in user's avatar and name: the account menu's trigger, and its stand-in while the menu loads. */
export function AccountButton({
  username,
  ...props
}: { username: string } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label={STOREFRONT_TEXTS.account.menuFor(username)} {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar size="sm" radius="xl" color="indigo">
          {username.charAt(0).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="xs" maw={140} truncate>
          {username}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
