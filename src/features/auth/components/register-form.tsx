import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { applyServerError } from '../../../lib/forms/apply-server-error';
import { formSchema } from '../../../lib/forms/form-schema';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { registerSchema } from '../validation';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useSignUp();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '' },
    validateInputOnBlur: true,
    validate: formSchema(registerSchema),
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
          // A validation field map carries no message of its own: then the password error speaks
          // (docs/product/errors.md#5-accounts).
          toast.error(
            applyServerError(form, error, 'Internal Server Error', { fieldMapMessage: 'password' }),
          );
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
