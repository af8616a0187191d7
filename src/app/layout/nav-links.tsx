import { Badge, Group, NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCartLineCount } from '@/entities/cart/cart-store';
import { useWishlistCount, useWishlistFollowsSession } from '@/entities/wishlist/wishlist-store';
import classes from './header.module.css';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const { links } = STOREFRONT_TEXTS.layout;
const LINKS = [
  { to: '/', label: links.home },
  { to: '/products', label: links.products },
  { to: '/about', label: links.about },
  { to: '/contact', label: links.contact },
] as const;

/** A link's words with a count badge; the badge's accessible name says what is counted. */
const countedLabel = (label: string, count: number, countLabel: string) => (
  <Group gap={6} wrap="nowrap">
    {label}
    <Badge size="sm" circle aria-label={countLabel}>
      {count}
    </Badge>
  </Group>
);

/**
 * Home, Products, About, Contact, Wishlist with the number of kept products, and Cart with a
 * badge of cart lines (both shown at zero).
 */
export function NavLinks({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const lines = useCartLineCount();
  const kept = useWishlistCount();
  // The header is on every storefront page: the list shown follows whoever signs in or out.
  useWishlistFollowsSession();
  const { wishlist, layout } = STOREFRONT_TEXTS;
  const links = [
    ...LINKS,
    { to: '/wishlist', label: countedLabel(wishlist.link, kept, wishlist.badge(kept)) },
    { to: '/cart', label: countedLabel(layout.cart, lines, layout.cartBadge(lines)) },
  ] as const;

  if (vertical)
    return (
      <>
        {links.map((link) => (
          <MantineNavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            activeOptions={{ exact: link.to === '/' }}
            onClick={onNavigate}
          />
        ))}
      </>
    );

  return (
    <Group
      gap="xs"
      wrap="nowrap"
      className={classes.nav}
      component="nav"
      aria-label={STOREFRONT_TEXTS.layout.mainNavigation}
      visibleFrom="sm"
    >
      {links.map((link) => (
        <UnstyledButton
          key={link.to}
          component={Link}
          to={link.to}
          className={classes.link}
          activeOptions={{ exact: link.to === '/' }}
        >
          {link.label}
        </UnstyledButton>
      ))}
    </Group>
  );
}
