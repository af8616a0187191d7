import { Box, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '@/entities/session/use-session';
import { useHydrating } from '@/lib/hydration';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

// The menu brings Mantine's Menu, Avatar and the positioning library (about 22 KB gzip): a
// signed-out visitor never needs them, so they load once someone is signed in.
const AccountMenu = lazy(() => import('./account-menu'));

/** Login button when signed out; the account menu when signed in (docs/product/storefront.md). */
export function UserMenu() {
  const user = useSession();
  // The build's HTML cannot know who is signed in: it holds the button's place, neutral, and the
  // browser fills it in from the stored session right after hydration (no signed-out flash).
  // The place is the Login button's own size, invisible, so nothing beside it moves for a visitor.
  if (useHydrating())
    return (
      <Button component="span" size="sm" aria-hidden style={{ visibility: 'hidden' }}>
        {STOREFRONT_TEXTS.layout.login}
      </Button>
    );

  if (!user)
    return (
      <Button component={Link} to="/login" size="sm">
        {STOREFRONT_TEXTS.layout.login}
      </Button>
    );

  return (
    // Holds the avatar's place while the menu loads.
    <Suspense fallback={<Box w={26} h={26} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
