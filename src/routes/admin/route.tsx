import { createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitle } from '../../app/page-identity/live-title';
import { backOfficeTitle, storefrontTitle } from '../../app/page-identity/page-title';
import { STOREFRONT_TEXTS } from '../../lib/storefront-texts';
import { setToastPosition } from '../../lib/toast';
import { currentSession, isAdmin } from '../../features/auth/api/session';
import { useSession } from '../../features/auth/api/use-session';
import { NoAccess } from '../../features/auth/components/no-access';
import { AdminLayout } from '../../features/admin/layout/admin-layout';

/** The back office needs ROLE_ADMIN; the server checks it too (403). */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    if (!(await currentSession(context.queryClient)))
      throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  head: () => ({ meta: [{ title: backOfficeTitle() }] }),
  component: AdminGate,
});

function AdminGate() {
  const user = useSession();
  useEffect(() => setToastPosition('bottom-center'), []);
  // The pages' titles are the back office's; a shopper sees the storefront's "No access".
  usePageTitle(isAdmin(user) ? undefined : storefrontTitle(STOREFRONT_TEXTS.pageTitles.noAccess));
  return isAdmin(user) ? <AdminLayout /> : <NoAccess />;
}
