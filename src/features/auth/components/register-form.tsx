import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyServerError } from '../../../lib/forms/apply-server-error';
import { formSchema } from '../../../lib/forms/form-schema';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { registerSchema } from '../validation';
import { usePrerenderedForm } from '../../../lib/forms/prerendered-form';
import { AuthFormCard } from './auth-form-card';

const TEXTS = STOREFRONT_TEXTS.account.auth;

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '' },
    validateInputOnBlur: true,
    validate: formSchema(registerSchema),
  });
  const { ref: formRef, submitDisabled } = usePrerenderedForm(form);

  const submit = form.onSubmit((values) => {
    if (signUp.isPending) return;
    signUp.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success(TEXTS.registered);
          onRegistered();
        },
        onError: (error) => {
          // A validation field map carries no message of its own: then the password error speaks
          // (docs/product/errors.md#5-accounts).
          toast.error(
            applyServerError(form, error, STOREFRONT_TEXTS.errors.internalServerError, {
              fieldMapMessage: 'password',
            }),
          );
        },
      },
    );
  });

  return (
    <AuthFormCard
      heading={TEXTS.registerHeading}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={TEXTS.register}
      pending={signUp.isPending}
      submitDisabled={submitDisabled}
      prompt={TEXTS.haveAccount}
      link={{ to: '/login', label: TEXTS.loginLink }}
    >
      <TextInput
        label={TEXTS.username}
        placeholder={TEXTS.usernamePlaceholder}
        autoComplete="username"
        withAsterisk
        {...form.getInputProps('username')}
      />
      <TextInput
        label={TEXTS.email}
        type="email"
        placeholder={TEXTS.emailPlaceholder}
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={TEXTS.password}
        placeholder={TEXTS.passwordPlaceholder}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
    </AuthFormCard>
  );
}
