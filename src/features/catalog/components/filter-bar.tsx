import { Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { HydrateApart } from '../../../components/hydrate-apart';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import type { CatalogSearch, NarrowingFilters } from '../catalog-search';
import { CategorySelect } from './category-select';
import { SearchBox } from './search-box';
import { SortToggle } from './sort-toggle';

export type CatalogFilterChange = Partial<
  Pick<CatalogSearch, 'keyword' | 'category' | 'sortby'> & NarrowingFilters
>;

/**
 * Search, category, Sort By and Clear Filter. Any change starts again at page 1. `children`: the
 * phone's Filters button, when the server offers the narrowing filters.
 */
export function FilterBar({
  search,
  onFilterChange,
  onClear,
  children,
}: {
  search: CatalogSearch;
  onFilterChange: (change: CatalogFilterChange) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const [clears, setClears] = useState(0);
  return (
    <Group
      align="flex-end"
      gap="md"
      wrap="wrap"
      role="search"
      aria-label={STOREFRONT_TEXTS.catalog.filterProducts}
    >
      {/* The search box and the category select (each a Mantine combobox with its popover) are
          hydrated each on its own: one round for the whole bar was a commit and effects of 15–20 ms
          on an unthrottled machine (HydrateApart). */}
      <div style={{ flex: '1 1 16rem' }}>
        <HydrateApart>
          <SearchBox
            clears={clears}
            keyword={search.keyword}
            onKeywordChange={(keyword) => onFilterChange({ keyword })}
          />
        </HydrateApart>
      </div>
      <div style={{ flex: '1 1 12rem', maxWidth: '20rem' }}>
        <HydrateApart>
          <CategorySelect
            category={search.category}
            onCategoryChange={(category) => onFilterChange({ category })}
          />
        </HydrateApart>
      </div>
      <SortToggle
        sortOrder={search.sortby}
        onSortOrderChange={(sortby) => onFilterChange({ sortby })}
      />
      {children}
      <Button
        variant="subtle"
        onClick={() => {
          setClears((count) => count + 1);
          onClear();
        }}
      >
        {STOREFRONT_TEXTS.catalog.clearFilter}
      </Button>
    </Group>
  );
}
