import type { Category } from '@/api/adapters';

/** Case-insensitive match on name or description. */
export function filterCategories(categories: readonly Category[], search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...categories];
  return categories.filter((c) =>
    [c.categoryName, c.description].some((v) => v?.toLowerCase().includes(needle)),
  );
}
