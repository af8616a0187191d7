import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { errorText } from './error-text';

/**
 * The generic error panel (docs/product/errors.md#9-page-level-panels): never a blank page,
 * always a way to try again. Said in English (`lang`), in the back office too.
 */
export function RouteError({
  error,
  reset,
  message: ownMessage,
  children,
}: ErrorComponentProps & {
  /** A page's own words for what failed, in place of the error's message. */
  message?: string;
  /** Ways out beside Try again (a link back to the page's list). */
  children?: ReactNode;
}) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const message = ownMessage ?? errorText(error);
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Container py="xl" lang="en">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {STOREFRONT_TEXTS.pageTitles.error}
        </Title>
        <Text>{message}</Text>
        <Group>
          <Button onClick={retry}>{STOREFRONT_TEXTS.common.tryAgain}</Button>
          {children}
        </Group>
      </Stack>
    </Container>
  );
}
