import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { useSignIn } from '../api/sign-in';
import { loginSchema } from '../validation';
import { AuthFormCard } from './auth-form-card';
import { PasswordField, UsernameField } from './auth-fields';
import { useAuthForm } from './use-auth-form';

const TEXTS = STOREFRONT_TEXTS.account.auth;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { form, card } = useAuthForm({
    initialValues: { username: '', password: '' },
    schema: loginSchema,
    mutation: useSignIn(),
    payload: (values) => ({ username: values.username.trim(), password: values.password }),
    successText: TEXTS.loginSuccess,
    onSuccess: onSignedIn,
  });

  return (
    <AuthFormCard
      heading={TEXTS.loginHeading}
      {...card}
      submitLabel={TEXTS.login}
      prompt={TEXTS.noAccount}
      link={{ to: '/register', label: TEXTS.signUpLink }}
    >
      <UsernameField {...form.getInputProps('username')} />
      <PasswordField autoComplete="current-password" {...form.getInputProps('password')} />
    </AuthFormCard>
  );
}
