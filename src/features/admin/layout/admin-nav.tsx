import { NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSignOut } from '@/entities/session/sign-out';
import { AdminIcon } from './admin-icons';
import { activeNavItem } from './nav-items';
import { useAdminNavItems } from './use-admin-nav-items';
import { useAdminTexts } from '@/features/admin/common/admin-language';

/**
 * The side menu. Collapsed (4rem) it shows the icons only; the label stays as the accessible
 * name and as a tooltip, so the entries remain findable.
 */
export function AdminNav({ collapsed }: { collapsed: boolean }) {
  const S = useAdminTexts().layout;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeNavItem(pathname);
  const signOut = useSignOut();
  // 评价管理 is an extension the server may lack: no entry to a page that cannot work there.
  const items = useAdminNavItems();
  const navigate = useNavigate();
  const logOut = () => signOut.mutate(undefined, { onSettled: () => navigate({ to: '/login' }) });

  const entry = (label: string, node: React.ReactElement) =>
    collapsed ? (
      <Tooltip key={label} label={label} position="right" withArrow>
        {node}
      </Tooltip>
    ) : (
      node
    );

  return (
    <Stack gap={4} justify="space-between" h="100%">
      <nav aria-label={S.navLabel}>
        <Stack gap={4}>
          {items.map((item) =>
            entry(
              item.label,
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={collapsed ? undefined : item.label}
                aria-label={item.label}
                leftSection={<AdminIcon name={item.icon} />}
                active={item === active}
                // The router marks fuzzy matches active too (/admin under /admin/users).
                activeOptions={{ exact: item.to === '/admin' }}
                variant="filled"
              />,
            ),
          )}
        </Stack>
      </nav>
      {entry(
        S.logOut,
        <NavLink
          component="button"
          label={collapsed ? undefined : S.logOut}
          aria-label={S.logOut}
          leftSection={<AdminIcon name="logout" />}
          onClick={logOut}
          disabled={signOut.isPending}
          color="red"
        />,
      )}
    </Stack>
  );
}
