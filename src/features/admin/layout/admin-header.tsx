import { ActionIcon, Avatar, Button, Group, Kbd, Text, Title } from '@mantine/core';
import { AdminIcon } from './admin-icons';
import { openPalette } from './command-palette/open-palette';
import { useAdminTexts } from '@/features/admin/common/admin-language';

interface AdminHeaderProps {
  title: string;
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/**
 * The section title on the left; the palette's button, the greeting and the avatar letter A on
 * the right.
 */
export function AdminHeader({ title, menuOpened, onToggleMenu }: AdminHeaderProps) {
  const S = useAdminTexts().layout;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleMenu}
          aria-label={menuOpened ? S.collapseMenu : S.expandMenu}
          aria-expanded={menuOpened}
          lang="en"
        >
          <AdminIcon name="menu" />
        </ActionIcon>
        {/* The section's English name; the tab title says it in Chinese. */}
        <Title order={1} size="h3" lang="en">
          {title}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          onClick={openPalette}
          aria-label={S.openPaletteLabel}
          aria-keyshortcuts="Control+K Meta+K"
          leftSection={<AdminIcon name="search" size={16} />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm">
              Ctrl K
            </Kbd>
          }
        >
          {S.openPalette}
        </Button>
        <Text size="sm" visibleFrom="xs">
          {S.greeting}
        </Text>
        <Avatar color="indigo" radius="xl" aria-label="admin avatar">
          {S.avatarLetter}
        </Avatar>
      </Group>
    </Group>
  );
}
