import { TextInput } from '@mantine/core';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { useSignUp } from '../api/sign-up';
import { registerSchema } from '../validation';
import { AuthFormCard } from './auth-form-card';
import { PasswordField, UsernameField } from './auth-fields';
import { useAuthForm } from './use-auth-form';

const TEXTS = STOREFRONT_TEXTS.account.auth;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { form, card } = useAuthForm({
    initialValues: { username: '', email: '', password: '' },
    schema: registerSchema,
    mutation: useSignUp(),
    payload: (values) => ({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
    }),
    successText: TEXTS.registered,
    onSuccess: onRegistered,
    // A validation field map carries no message of its own: then the password error speaks
    // (docs/product/errors.md#5-accounts).
    serverErrors: { fieldMapMessage: 'password' },
  });

  return (
    <AuthFormCard
      heading={TEXTS.registerHeading}
      {...card}
      submitLabel={TEXTS.register}
      prompt={TEXTS.haveAccount}
      link={{ to: '/login', label: TEXTS.loginLink }}
    >
      <UsernameField {...form.getInputProps('username')} />
      <TextInput
        label={TEXTS.email}
        type="email"
        placeholder={TEXTS.emailPlaceholder}
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordField autoComplete="new-password" {...form.getInputProps('password')} />
    </AuthFormCard>
  );
}
