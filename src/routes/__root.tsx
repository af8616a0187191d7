import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  Scripts,
  useRouterState,
} from '@tanstack/react-router';
import { StorefrontShell } from '@/app/layout/storefront-shell';
import { PageIdentity } from '@/app/page-identity/page-identity';
import { RouterHeadOnceHydrated } from '@/app/page-identity/router-head';
import { storefrontTitle } from '@/lib/page-identity/page-title';
import { absoluteUrl } from '@/lib/seo/site-url';
import { NotFound } from '@/components/not-found';
import { RouteError } from '@/components/route-error';
import { isAdmin } from '@/entities/session/session';
import { useSession } from '@/entities/session/use-session';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createRootRouteWithContext<{
  queryClient: QueryClient;
  /** Set by the build's render only: loaders wait for their data (src/lib/routing/page-data.ts). */
  waitForData?: boolean;
}>()({
  // Every route below names itself; this is what a page without a `head` of its own gets.
  // The canonical address of any page is its path on the shop's address (SITE_URL), without the
  // list's filters; a product page names its own.
  // The route that shows the not-found page (an unknown address) or a failed load names it.
  head: ({ matches, match }) => ({
    meta: [
      {
        title: match._notFound
          ? storefrontTitle(STOREFRONT_TEXTS.pageTitles.notFound)
          : matches.some((other) => other.status === 'error')
            ? storefrontTitle(STOREFRONT_TEXTS.pageTitles.error)
            : storefrontTitle(),
      },
      { name: 'description', content: STOREFRONT_TEXTS.pageDescriptions.default },
    ],
    links: [{ rel: 'canonical', href: absoluteUrl(matches.at(-1)?.pathname ?? '/') }],
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
      <RouterHeadOnceHydrated />
      <PageIdentity area={inBackOffice ? 'backOffice' : 'storefront'} />
      {inBackOffice ? <Outlet /> : <StorefrontLayout />}
      {/* The router's hydration data in a page the build rendered (src/prerender); nothing in the browser. */}
      <Scripts />
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
