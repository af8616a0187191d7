import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { currentSession } from '../entities/session/session';

/** /login and /register: a signed-in user has no business there and goes home. */
export const Route = createFileRoute('/_public-only')({
  beforeLoad: async ({ context }) => {
    if (await currentSession(context.queryClient)) throw redirect({ to: '/' });
  },
  component: Outlet,
});
