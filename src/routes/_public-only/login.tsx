import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { storefrontHead } from '../../lib/page-identity/page-title';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirect } from '../../features/auth/safe-redirect';
import { STOREFRONT_TEXTS } from '../../lib/storefront-texts';

export const Route = createFileRoute('/_public-only/login')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  head: () =>
    storefrontHead(STOREFRONT_TEXTS.pageTitles.login, STOREFRONT_TEXTS.pageDescriptions.login),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xs">
      <LoginForm onSignedIn={() => navigate({ href: safeRedirect(redirect), replace: true })} />
    </Container>
  );
}
