import { Center, Pagination } from '@mantine/core';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { BELOW_THE_FOLD } from '@/start-up';

/**
 * 2 boundary pages, 0 siblings, rounded; pages are 1-based here. `belowTheFold`: under a full page
 * of products (three rows of four at the widest), where no screen shows it before scrolling: a
 * built page carries no rules for it alone (src/start-up/below-the-fold.ts).
 */
export function CatalogPagination({
  page,
  totalPages,
  onPageChange,
  belowTheFold,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  belowTheFold: boolean;
}) {
  if (totalPages < 1) return null;
  return (
    <Center
      component="nav"
      aria-label={STOREFRONT_TEXTS.catalog.pagination}
      mt="xl"
      {...(belowTheFold && BELOW_THE_FOLD)}
    >
      <Pagination
        total={totalPages}
        // A page past the end (an old link) marks no page as current.
        value={page <= totalPages ? page : 0}
        onChange={onPageChange}
        boundaries={2}
        siblings={0}
        radius="xl"
        getItemProps={(item) => ({ 'aria-label': STOREFRONT_TEXTS.catalog.page(item) })}
        getControlProps={(control) => ({
          'aria-label':
            control === 'next'
              ? STOREFRONT_TEXTS.catalog.nextPage
              : control === 'previous'
                ? STOREFRONT_TEXTS.catalog.previousPage
                : control,
        })}
      />
    </Center>
  );
}
