import { Badge } from '@mantine/core';
import { useServerOfferings, type OptionalOperation } from '@/api/server-capabilities';

/**
 * "mock data", next to a screen whose operation the in-browser mock answered in hybrid mode
 * (`npm run dev:hybrid`): the server does not offer it, so what shows is the mock shop's. Nothing
 * in any other mode (no answer is ever marked so).
 */
export function MockDataBadge({ operations }: { operations: readonly OptionalOperation[] }) {
  const known = useServerOfferings();
  const mocked = operations.filter((operation) => known[operation] === 'mocked');
  if (mocked.length === 0) return null;
  return (
    <Badge color="orange" variant="light" size="sm" data-mock-data={mocked.join(' ')}>
      mock data
    </Badge>
  );
}
