import { Button, Tooltip } from '@mantine/core';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import type { SortOrder } from '../catalog-search';

/** Toggles the price order; the tooltip says the current one. */
export function SortToggle({
  sortOrder,
  onSortOrderChange,
}: {
  sortOrder: SortOrder;
  onSortOrderChange: (sortOrder: SortOrder) => void;
}) {
  const tooltip = STOREFRONT_TEXTS.catalog.sortedBy(sortOrder);
  return (
    <Tooltip label={tooltip} withArrow>
      <Button
        variant="default"
        onClick={() => onSortOrderChange(sortOrder === 'asc' ? 'desc' : 'asc')}
        // The tooltip only shows on hover or focus: the order is part of the name too.
        aria-label={`${STOREFRONT_TEXTS.catalog.sortBy} (${tooltip})`}
        rightSection={<span aria-hidden="true">{sortOrder === 'asc' ? '↑' : '↓'}</span>}
      >
        {STOREFRONT_TEXTS.catalog.sortBy}
      </Button>
    </Tooltip>
  );
}
