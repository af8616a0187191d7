import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../features/auth/api/use-session';
import { AccountButton } from './account-button';

// The menu brings Mantine's Menu and its positioning library (about 20 KB gzip): a signed-out
// visitor never needs them, so they load only once someone is signed in.
const AccountMenu = lazy(() => import('./account-menu'));

/** Login button when signed out; the account menu of spec 2 when signed in. */
export function UserMenu() {
  const user = useSession();
  // A click on the stand-in while the menu is still loading opens the menu once it is there.
  const [openOnLoad, setOpenOnLoad] = useState(false);

  if (!user)
    return (
      <Button component={Link} to="/login" size="sm">
        Login
      </Button>
    );

  return (
    <Suspense
      fallback={<AccountButton username={user.username} onClick={() => setOpenOnLoad(true)} />}
    >
      <AccountMenu user={user} defaultOpened={openOnLoad} />
    </Suspense>
  );
}
