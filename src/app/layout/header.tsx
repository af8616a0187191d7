import { Anchor, Burger, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';

export function Header({
  menuOpened,
  onToggleMenu,
  menuId,
}: {
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The id of the menu the burger opens. */
  menuId: string;
}) {
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menuOpened}
            aria-controls={menuOpened ? menuId : undefined}
          />
          <Anchor component={Link} to="/" fw={800} size="xl" underline="never">
            Shop
          </Anchor>
        </Group>
        <NavLinks />
        <Group gap="sm" wrap="nowrap">
          <ColorSchemeToggle />
          <UserMenu />
        </Group>
      </Group>
    </Container>
  );
}
