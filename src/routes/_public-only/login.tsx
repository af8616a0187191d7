import { Container } from '@mantine/core';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { textOrNone } from '@/lib/routing/search-text';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/features/auth/safe-redirect';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/_public-only/login')({
  // A plain reader (no zod schema to build while the app starts): anything but text is none.
  validateSearch: ({ redirect }: { redirect?: string } & SearchSchemaInput) => ({
    redirect: textOrNone(redirect),
  }),
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
