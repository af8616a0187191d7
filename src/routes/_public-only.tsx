import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { currentSession } from '@/entities/session/session';
import { useSession } from '@/entities/session/use-session';

/** /login and /register: a signed-in user has no business there and goes home. */
export const Route = createFileRoute('/_public-only')({
  beforeLoad: async ({ context }) => {
    if (await currentSession(context.queryClient)) throw redirect({ to: '/' });
  },
  component: PublicOnly,
});

/**
 * The guard above runs on every navigation here. A page the build rendered (for a visitor with
 * no session) is hydrated without it, so the page checks once it is the app's: a visitor who
 * arrived signed in (the session is remembered in the browser) goes home. Signing in here later
 * is the form's business (it goes where the sign-in was asked from).
 */
function PublicOnly() {
  const user = useSession();
  const navigate = useNavigate();
  const onArrival = useEffectEvent(() => {
    if (user) void navigate({ to: '/', replace: true });
  });
  useEffect(() => onArrival(), []);
  return <Outlet />;
}
