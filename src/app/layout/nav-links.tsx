import { Badge, Group, NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCartLineCount } from '../../entities/cart/cart-store';
import classes from './header.module.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Home, Products, About, Contact, and Cart with a badge of cart lines (shown at zero). */
export function NavLinks({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const lines = useCartLineCount();
  const cartLabel = (
    <Group gap={6} wrap="nowrap">
      Cart
      <Badge size="sm" circle aria-label={`${lines} items in cart`}>
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
        <MantineNavLink component={Link} to="/cart" label={cartLabel} onClick={onNavigate} />
      </>
    );

  return (
    <Group gap="xs" component="nav" aria-label="Main" visibleFrom="sm">
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
      <UnstyledButton component={Link} to="/cart" className={classes.link}>
        {cartLabel}
      </UnstyledButton>
    </Group>
  );
}
