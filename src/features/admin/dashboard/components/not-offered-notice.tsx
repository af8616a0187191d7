import { Alert } from '@mantine/core';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';

type Part = 'statistics' | 'orders' | 'users';

/**
 * What the dashboard could not load because this server does not offer it (not a failure: the
 * course server has no statistics, orders or users), and that the figures come from the rest.
 */
export function NotOfferedNotice({ missing }: { missing: Record<Part, boolean> }) {
  const S = useAdminTexts().dashboard;
  const { formatList } = useAdminFormat();
  const parts = (Object.keys(missing) as Part[]).filter((part) => missing[part]);
  if (parts.length === 0) return null;
  return (
    <Alert color="gray" variant="light" role="status">
      {S.notOffered(formatList(parts.map((part) => S.parts[part])))}
    </Alert>
  );
}
