import { Badge, Group, NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCartLineCount } from '../../entities/cart/cart-store';
import {
  useWishlistCount,
  useWishlistFollowsSession,
} from '../../entities/wishlist/wishlist-store';
import classes from './header.module.css';
import { STOREFRONT_TEXTS } from '../../lib/storefront-texts';

const { links } = STOREFRONT_TEXTS.layout;
const LINKS = [
  { to: '/', label: links.home },
  { to: '/products', label: links.products },
  { to: '/about', label: links.about },
  { to: '/contact', label: links.contact },
] as const;

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
  const wishlistLabel = (
    <Group gap={6} wrap="nowrap">
      {STOREFRONT_TEXTS.wishlist.link}
      <Badge size="sm" circle aria-label={STOREFRONT_TEXTS.wishlist.badge(kept)}>
        {kept}
      </Badge>
    </Group>
  );
  const cartLabel = (
    <Group gap={6} wrap="nowrap">
      {STOREFRONT_TEXTS.layout.cart}
      <Badge size="sm" circle aria-label={STOREFRONT_TEXTS.layout.cartBadge(lines)}>
        {lines}
      </Badge>
    </Group>
  );

  if (vertical)
    return (
      <>
        {LINKS.map((link) => (
          <MantineNavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            activeOptions={{ exact: link.to === '/' }}
            onClick={onNavigate}
          />
        ))}
        <MantineNavLink
          component={Link}
          to="/wishlist"
          label={wishlistLabel}
          onClick={onNavigate}
        />
        <MantineNavLink component={Link} to="/cart" label={cartLabel} onClick={onNavigate} />
      </>
    );

  return (
    <Group
      gap="xs"
      component="nav"
      aria-label={STOREFRONT_TEXTS.layout.mainNavigation}
      visibleFrom="sm"
    >
      {LINKS.map((link) => (
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
      <UnstyledButton component={Link} to="/wishlist" className={classes.link}>
        {wishlistLabel}
      </UnstyledButton>
      <UnstyledButton component={Link} to="/cart" className={classes.link}>
        {cartLabel}
      </UnstyledButton>
    </Group>
  );
}
