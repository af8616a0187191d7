import { Alert, Button, Group, Text } from '@mantine/core';
import { FACET_TEXTS } from '@/lib/storefront-texts/facets';
import { narrowingCount, type CatalogSearch } from '../catalog-search';

const T = FACET_TEXTS.filters;

/** Brand, price and stock off; the category, which every server filters by, stays. */
export const NO_NARROWING_BUT_CATEGORY = {
  brand: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: undefined,
} as const;

/**
 * A URL with brand, price or stock filters, answered without facets: the server does not have
 * those filters and ignored them (the course server answers the unfiltered list). Say so rather
 * than show an unfiltered list as if it were filtered; nothing at all when the URL has none.
 */
export function NotNarrowed({ search, onRemove }: { search: CatalogSearch; onRemove: () => void }) {
  if (narrowingCount(search) === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{T.notOffered}</Text>
        <Button variant="default" size="xs" onClick={onRemove}>
          {T.removeNotOffered}
        </Button>
      </Group>
    </Alert>
  );
}
