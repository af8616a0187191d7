import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useAdminTexts } from './admin-language';

/** Shown while a back-office page's code arrives (its data has its own loading state). */
export function AdminPending() {
  const shared = useAdminTexts().shared;
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{shared.loading}</VisuallyHidden>
    </Center>
  );
}
