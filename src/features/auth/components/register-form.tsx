import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { applyServerError } from '../../../lib/forms/apply-server-error';
import { formSchema } from '../../../lib/forms/form-schema';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { registerSchema } from '../validation';
import { usePrerenderedForm } from '../../../lib/forms/prerendered-form';

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
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="xl" radius="md">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            {TEXTS.registerHeading}
          </Title>
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
          <Button type="submit" loading={signUp.isPending} fullWidth disabled={submitDisabled}>
            {TEXTS.register}
          </Button>
          <Text size="sm" ta="center">
            {TEXTS.haveAccount}{' '}
            {/* Underlined: inside a sentence, colour alone does not set a link apart. */}
            <Anchor component={Link} to="/login" underline="always">
              {TEXTS.loginLink}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
