import { Alert } from '@mantine/core';
import { useAdminTexts } from './admin-language';

/** Shown above a list that fell back to sample data, so nobody takes it for the real shop. */
export function SampleDataNotice() {
  const shared = useAdminTexts().shared;
  return (
    <Alert color="yellow" variant="light" title={shared.sampleDataTitle} role="status">
      {shared.sampleDataNotice}
    </Alert>
  );
}
