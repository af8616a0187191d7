import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirect } from '../../features/auth/safe-redirect';

export const Route = createFileRoute('/_public-only/login')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
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
