import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyServerError } from '../../../lib/forms/apply-server-error';
import { formSchema } from '../../../lib/forms/form-schema';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { toast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { loginSchema } from '../validation';
import { usePrerenderedForm } from '../../../lib/forms/prerendered-form';
import { AuthFormCard } from './auth-form-card';

const TEXTS = STOREFRONT_TEXTS.account.auth;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validateInputOnBlur: true,
    validate: formSchema(loginSchema),
  });
  const { ref: formRef, submitDisabled } = usePrerenderedForm(form);

  const submit = form.onSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success(TEXTS.loginSuccess);
          onSignedIn();
        },
        onError: (error) => {
          toast.error(applyServerError(form, error, STOREFRONT_TEXTS.errors.internalServerError));
        },
      },
    );
  });

  return (
    <AuthFormCard
      heading={TEXTS.loginHeading}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={TEXTS.login}
      pending={signIn.isPending}
      submitDisabled={submitDisabled}
      prompt={TEXTS.noAccount}
      link={{ to: '/register', label: TEXTS.signUpLink }}
    >
      <TextInput
        label={TEXTS.username}
        placeholder={TEXTS.usernamePlaceholder}
        autoComplete="username"
        withAsterisk
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={TEXTS.password}
        placeholder={TEXTS.passwordPlaceholder}
        autoComplete="current-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
    </AuthFormCard>
  );
}
