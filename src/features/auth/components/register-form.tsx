import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { AUTH_MESSAGES, required, validateEmail, validateNewPassword } from '../validation';
import { applyFieldErrors } from './apply-field-errors';

/** The server message, else the password field error, else 'Internal Server Error'. */
function signupFailure(error: unknown) {
  if (!isApiError(error)) return 'Internal Server Error';
  // A validation field map carries no message of its own: then the password error speaks.
  if (Object.keys(error.fieldErrors).length > 0)
    return error.fieldErrors.password ?? 'Internal Server Error';
  return error.serverMessage ?? 'Internal Server Error';
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '' },
    validateInputOnBlur: true,
    validate: {
      username: required(AUTH_MESSAGES.usernameRequired),
      email: validateEmail,
      password: validateNewPassword,
    },
  });

  const submit = form.onSubmit((values) => {
    if (signUp.isPending) return;
    signUp.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success('User Registered Successfully');
          onRegistered();
        },
        onError: (error) => {
          applyFieldErrors(form, error);
          toast.error(signupFailure(error));
        },
      },
    );
  });

  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="xl" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            Register Here
          </Title>
          <TextInput
            label="UserName"
            placeholder="Enter your username"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="Enter your email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            placeholder="Enter your password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            Register
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            {/* Underlined: inside a sentence, colour alone does not set a link apart. */}
            <Anchor component={Link} to="/login" underline="always">
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
