import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/components/register-form';

export const Route = createFileRoute('/_public-only/register')({
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
