import { Alert } from '@mantine/core';
import { SHARED_STRINGS } from './strings';

/** Shown above a list that fell back to sample data, so nobody takes it for the real shop. */
export function SampleDataNotice() {
  return (
    <Alert color="yellow" variant="light" title={SHARED_STRINGS.sampleDataTitle} role="status">
      {SHARED_STRINGS.sampleDataNotice}
    </Alert>
  );
}
