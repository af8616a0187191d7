import { Alert } from '@mantine/core';
import { isNetworkFailure, isNotOffered } from '@/api/errors';
import { useAdminTexts } from './admin-language';

/**
 * Shown above a list that fell back to sample data, so nobody takes it for the real shop. It says
 * why: the server has no such list (`notOffered`, when given), no answer arrived (the connection),
 * or the server answered with a failure.
 */
export function SampleDataNotice({ error, notOffered }: { error: unknown; notOffered?: string }) {
  const shared = useAdminTexts().shared;
  const text =
    notOffered && isNotOffered(error)
      ? notOffered
      : shared.sampleDataNotice(isNetworkFailure(error));
  return (
    <Alert color="yellow" variant="light" title={shared.sampleDataTitle} role="status">
      {text}
    </Alert>
  );
}
