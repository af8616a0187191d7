import { Avatar, Button, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { isAdmin } from '../../features/auth/api/session';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useSession } from '../../features/auth/api/use-session';
import { resetCheckout } from '../../features/checkout/checkout-storage';

/** Login button when signed out; the account menu of spec 2 when signed in. */
export function UserMenu() {
  const user = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (!user)
    return (
      <Button component={Link} to="/login" size="sm">
        Login
      </Button>
    );

  const logOut = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        resetCheckout(); // spec 4: the addresses go, and with them the chosen checkout address
        void navigate({ to: '/login' });
      },
    });

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.username}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar size="sm" radius="xl" color="indigo">
              {user.username.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" maw={140} truncate>
              {user.username}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          {user.username}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/orders">
          Order
        </Menu.Item>
        {isAdmin(user) && (
          <Menu.Item component={Link} to="/admin">
            Admin Panel
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logOut} disabled={signOut.isPending}>
          LogOut
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
