import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { SHARED_STRINGS } from './strings';

/** Shown while a back-office page's code arrives (its data has its own loading state). */
export function AdminPending() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{SHARED_STRINGS.loading}</VisuallyHidden>
    </Center>
  );
}
