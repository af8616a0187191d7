import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { currentSession } from '../entities/session/session';
import { useSession } from '../entities/session/use-session';
import { useHydrating } from '../lib/hydration';

/** /login and /register: a signed-in user has no business there and goes home. */
export const Route = createFileRoute('/_public-only')({
  beforeLoad: async ({ context }) => {
    if (await currentSession(context.queryClient)) throw redirect({ to: '/' });
  },
  component: PublicOnly,
});

/**
 * The guard above runs on every navigation here; a page the build rendered (for a visitor with
 * no session) is hydrated without it, so the page itself sends a signed-in visitor home once
 * the session is known (the session can be known at once: it is remembered in the browser).
 */
function PublicOnly() {
  const user = useSession();
  // While React hydrates the build's page it renders what the build did (the form).
  const hydrating = useHydrating();
  if (user && !hydrating) return <Navigate to="/" replace />;
  return <Outlet />;
}
