import { Button, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { HydrateWhen } from '@/start-up';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import type { CatalogSearch, NarrowingFilters } from '../catalog-search';
import { CategorySelect } from './category-select';
import { SearchBox } from './search-box';
import { SortToggle } from './sort-toggle';

const SEARCH_BOX = { flex: '1 1 16rem' } as const;
const CATEGORY_SELECT = { flex: '1 1 12rem', maxWidth: '20rem' } as const;

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
      {/* The search box and the category select are hydrated when someone reaches for them or
          what they show changes, each on its own (the search box, costly to set up, also once
          the browser is idle, as a person types into it soon). The category select is a
          look-alike until it is first opened (category-select.tsx). */}
      <HydrateWhen reached style={SEARCH_BOX} wakeOn={[search.keyword, clears]} idle>
        <SearchBox
          clears={clears}
          keyword={search.keyword}
          onKeywordChange={(keyword) => onFilterChange({ keyword })}
        />
      </HydrateWhen>
      <HydrateWhen reached style={CATEGORY_SELECT} wakeOn={[search.category]}>
        <CategorySelect
          category={search.category}
          onCategoryChange={(category) => onFilterChange({ category })}
        />
      </HydrateWhen>
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
