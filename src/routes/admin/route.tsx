import { backOfficeHeadOnDemand } from '@/app/page-identity/back-office-head';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLoaderFollows } from '@/lib/routing/use-loader-follows';
import { setToastPosition } from '@/lib/toast';
import { currentSession, isAdmin } from '@/entities/session/session';
import { useVerifiedSession, verifiedNoAccess } from '@/features/auth/api/verified-session';
import { NoAccess } from '@/features/auth/components/no-access';
import {
  SessionCheckFailed,
  SessionChecking,
} from '@/features/auth/components/session-check-status';
import { AdminLayout } from '@/features/admin/layout/admin-layout';

/**
 * The back office needs ROLE_ADMIN; the server checks it too (403). Signed out (nothing stored):
 * to /login. Otherwise the shell renders only once GET /auth/user has answered, with the
 * server's roles, never from the stored ones.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    if (!(await currentSession(context.queryClient)))
      throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  // A shopper here sees the storefront's "No access", titled so; an administrator the back office.
  loader: ({ context }) => ({ noAccess: verifiedNoAccess(context.queryClient) }),
  head: backOfficeHeadOnDemand(),
  component: AdminGate,
});

function AdminGate() {
  const session = useVerifiedSession();
  useEffect(() => setToastPosition('bottom-center'), []);
  const verified = session.status === 'verified';
  const admin = verified && isAdmin(session.user);
  useLoaderFollows(Route.useLoaderData().noAccess, verified && !admin);
  if (session.status === 'failed') return <SessionCheckFailed {...session} />;
  // Signed out by the check: the 401 handler re-runs the guard, which goes to /login.
  if (!verified) return <SessionChecking />;
  return admin ? <AdminLayout /> : <NoAccess />;
}
