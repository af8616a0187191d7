import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { StorefrontShell } from '../app/layout/storefront-shell';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { isAdmin } from '../features/auth/api/session';
import { useSession } from '../features/auth/api/use-session';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/**
 * The back office has its own full-screen shell (routes/admin/route.tsx). Anyone else at /admin
 * (a shopper shown "no access") keeps the storefront header, so they can leave or log out.
 */
function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const user = useSession();
  const inBackOffice = (pathname === '/admin' || pathname.startsWith('/admin/')) && isAdmin(user);
  return inBackOffice ? <Outlet /> : <StorefrontLayout />;
}

function StorefrontLayout() {
  return (
    <StorefrontShell>
      <Outlet />
    </StorefrontShell>
  );
}
