import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { StorefrontShell } from '../app/layout/storefront-shell';
import { PageIdentity } from '../app/page-identity/page-identity';
import { storefrontTitle } from '../lib/page-identity/page-title';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { isAdmin } from '../entities/session/session';
import { useSession } from '../entities/session/use-session';
import { STOREFRONT_TEXTS } from '../lib/storefront-texts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Every route below names itself; this is what a page without a `head` of its own gets.
  head: () => ({
    meta: [
      { title: storefrontTitle() },
      { name: 'description', content: STOREFRONT_TEXTS.pageDescriptions.default },
    ],
  }),
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
  return (
    <>
      <PageIdentity area={inBackOffice ? 'backOffice' : 'storefront'} />
      {inBackOffice ? <Outlet /> : <StorefrontLayout />}
    </>
  );
}

function StorefrontLayout() {
  return (
    <StorefrontShell>
      <Outlet />
    </StorefrontShell>
  );
}
