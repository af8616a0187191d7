import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { currentSession } from '@/entities/session/session';

/** Checkout, profile, orders and the confirmation page need a signed-in shopper. */
export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ context, location }) => {
    if (!(await currentSession(context.queryClient)))
      throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Outlet,
});
