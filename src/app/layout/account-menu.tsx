import { Menu } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { isAdmin, type SessionUser } from '@/entities/session/session';
import { useSignOut } from '@/entities/session/sign-out';
import { AccountButton } from './account-button';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** The account menu: the user's name (profile), Order, Admin Panel for admins, LogOut. */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const navigate = useNavigate();

  // signOut forgets everything of the user (forgetUser), whether or not the server answered.
  const logOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) });

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <AccountButton username={user.username} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          {user.username}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/orders">
          {STOREFRONT_TEXTS.account.orders}
        </Menu.Item>
        {isAdmin(user) && (
          <Menu.Item component={Link} to="/admin">
            {STOREFRONT_TEXTS.account.adminPanel}
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* Not red: Mantine's menu red (shade 6) is 3.3:1 on white, too faint for text. */}
        <Menu.Item onClick={logOut} disabled={signOut.isPending}>
          {STOREFRONT_TEXTS.account.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
