import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { RegisterForm } from '@/features/auth/components/register-form';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const Route = createFileRoute('/_public-only/register')({
  head: () =>
    storefrontHead(
      STOREFRONT_TEXTS.pageTitles.register,
      STOREFRONT_TEXTS.pageDescriptions.register,
    ),
  component: RegisterPage,
});

function RegisterPage() {
  const navigate = Route.useNavigate();
  return (
    <Container size="xs">
      <RegisterForm onRegistered={() => navigate({ to: '/login' })} />
    </Container>
  );
}
