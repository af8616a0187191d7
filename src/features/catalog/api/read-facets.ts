import type { ProductFacets } from '@/api/adapters';

type FacetValue = ProductFacets['brands'][number];

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isPrice = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

function values(list: unknown): FacetValue[] | null {
  if (!Array.isArray(list)) return null;
  const read: FacetValue[] = [];
  for (const item of list as Array<Record<string, unknown> | null>) {
    if (typeof item?.value !== 'string' || !isCount(item.count)) return null;
    read.push({ value: item.value, count: item.count });
  }
  return read;
}

/**
 * The page's `facets` when they are whole: the filters are built from them, so a server that
 * sends a broken block is treated as one that sends none (today's filter bar), never a crash.
 */
export function readFacets(raw: unknown): ProductFacets | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const facets = raw as Record<string, unknown>;
  const brands = values(facets.brands);
  const categories = values(facets.categories);
  const availability = values(facets.availability);
  const price = facets.price as Record<string, unknown> | null | undefined;
  if (
    !brands ||
    !categories ||
    !availability ||
    !price ||
    !isPrice(price.min) ||
    !isPrice(price.max)
  )
    return undefined;
  return {
    brands,
    categories,
    availability: availability.filter(
      (item): item is ProductFacets['availability'][number] =>
        item.value === 'inStock' || item.value === 'outOfStock',
    ),
    price: { min: price.min, max: price.max },
  };
}
