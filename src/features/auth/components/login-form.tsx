import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { applyServerError } from '../../../lib/forms/apply-server-error';
import { formSchema } from '../../../lib/forms/form-schema';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { toast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { loginSchema } from '../validation';
import { usePrerenderedForm } from '../../../lib/forms/prerendered-form';

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
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="xl" radius="md">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            {TEXTS.loginHeading}
          </Title>
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
          <Button type="submit" loading={signIn.isPending} fullWidth disabled={submitDisabled}>
            {TEXTS.login}
          </Button>
          <Text size="sm" ta="center">
            {TEXTS.noAccount}{' '}
            {/* Underlined: inside a sentence, colour alone does not set a link apart. */}
            <Anchor component={Link} to="/register" underline="always">
              {TEXTS.signUpLink}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
