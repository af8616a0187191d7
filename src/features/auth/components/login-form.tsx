import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { applyServerError } from '../../../lib/forms/apply-server-error';
import { formSchema } from '../../../lib/forms/form-schema';
import { toast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { loginSchema } from '../validation';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validateInputOnBlur: true,
    validate: formSchema(loginSchema),
  });

  const submit = form.onSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success('Login Success');
          onSignedIn();
        },
        onError: (error) => {
          toast.error(applyServerError(form, error, 'Internal Server Error'));
        },
      },
    );
  });

  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="xl" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} ta="center">
            Login Here
          </Title>
          <TextInput
            label="UserName"
            placeholder="Enter your username"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            placeholder="Enter your password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Login
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            {/* Underlined: inside a sentence, colour alone does not set a link apart. */}
            <Anchor component={Link} to="/register" underline="always">
              SignUp
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
