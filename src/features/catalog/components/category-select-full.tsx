import { Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { messageOr } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { catalogCategoriesQueryOptions, categoryFilterNames } from '../api/get-categories';
import { useQuery } from '@tanstack/react-query';

const ALL = STOREFRONT_TEXTS.catalog.allCategories;

/**
 * The category select itself (Mantine's Select: its list, popover and floating-ui), loaded when
 * the shopper first opens the look-alike that stands in for it (category-select.tsx). It comes
 * open and takes the focus, as the press or key that asked for it would have left it.
 */
export function FullCategorySelect({
  category,
  onCategoryChange,
}: {
  category: string | undefined;
  onCategoryChange: (category: string | undefined) => void;
}) {
  const categories = useQuery(catalogCategoriesQueryOptions());
  const names = categoryFilterNames(categories.data ?? []);
  // A category from the URL that the list does not know (yet) is still shown as chosen.
  if (category && !names.includes(category)) names.push(category);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Select
      ref={input}
      label={STOREFRONT_TEXTS.catalog.categoryLabel}
      data={[ALL, ...names]}
      value={category ?? ALL}
      onChange={(value) => onCategoryChange(!value || value === ALL ? undefined : value)}
      allowDeselect={false}
      defaultDropdownOpened
      error={
        categories.isError
          ? messageOr(categories.error, STOREFRONT_TEXTS.catalog.failedToFetchCategories)
          : undefined
      }
      // Its list is put in the page when it opens, not kept hidden: a mounted list is positioned
      // by floating-ui at once, which forces a layout of the whole page.
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
