import { Select } from '@mantine/core';
import { messageOr } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { catalogCategoriesQueryOptions, categoryFilterNames } from '../api/get-categories';
import { useQuery } from '@tanstack/react-query';

const ALL = STOREFRONT_TEXTS.catalog.allCategories;

/** 'All' plus every category name except one named all. */
export function CategorySelect({
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
  return (
    <Select
      label={STOREFRONT_TEXTS.catalog.categoryLabel}
      data={[ALL, ...names]}
      value={category ?? ALL}
      onChange={(value) => onCategoryChange(!value || value === ALL ? undefined : value)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={STOREFRONT_TEXTS.catalog.noSuchCategory}
      error={
        categories.isError
          ? messageOr(categories.error, STOREFRONT_TEXTS.catalog.failedToFetchCategories)
          : undefined
      }
      // Its list is put in the page when it opens, not kept hidden from the start: a mounted list
      // is positioned by floating-ui at once, which forced a layout of the whole page in the
      // commit that hydrates the catalogue (a long task on a phone).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
