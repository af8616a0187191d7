import { Anchor, Burger, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

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
            aria-label={
              menuOpened
                ? STOREFRONT_TEXTS.layout.closeNavigation
                : STOREFRONT_TEXTS.layout.openNavigation
            }
            aria-expanded={menuOpened}
            aria-controls={menuOpened ? menuId : undefined}
          />
          <Anchor component={Link} to="/" fw={800} size="xl" underline="never">
            {STOREFRONT_TEXTS.common.shopName}
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
