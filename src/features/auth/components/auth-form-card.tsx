import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEventHandler, ReactNode, Ref } from 'react';

/**
 * The frame sign-in and sign-up share: the card, the heading, the fields the page puts in, the
 * submit button, and the sentence that links to the other page.
 */
export function AuthFormCard({
  heading,
  formRef,
  onSubmit,
  submitLabel,
  pending,
  prompt,
  link,
  children,
}: {
  heading: string;
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** The sentence before the link ("Don't have an account?"). */
  prompt: string;
  link: { to: '/login' | '/register'; label: string };
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="xl" radius="md">
      {/* POST: were the form ever sent natively (no script at all), its fields, a password
          among them, would not go into the address. */}
      <form ref={formRef} onSubmit={onSubmit} method="post" noValidate>
        <Stack>
          <Title order={2} ta="center">
            {heading}
          </Title>
          {children}
          <Button type="submit" loading={pending} fullWidth>
            {submitLabel}
          </Button>
          <Text size="sm" ta="center">
            {prompt} {/* Underlined: inside a sentence, colour alone does not set a link apart. */}
            <Anchor component={Link} to={link.to} underline="always">
              {link.label}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
