import type { components } from '@/api/schema.gen';
import { catalogueIndex, FILTER_BITS, type CatalogueIndex } from './catalogue';
import { db } from './database';
import { compareNames } from './name-order';

type ProductFacets = components['schemas']['ProductFacets'];
type FacetValue = components['schemas']['FacetValue'];

const byName = (a: FacetValue, b: FacetValue) => compareNames(a.value, b.value);

/** A row counts for a facet when it fails no filter but that facet's own. */
const leaves = (failed: number, bit: number) => (failed & ~bit) === 0;

/**
 * The `facets` of GET /public/products?facets=true (docs/contract-changes.md): each count is of
 * the products that choice would leave given the OTHER filters, so a second brand adds its own
 * count and the brand list does not shrink to the brands already chosen. `failed` is the query's
 * filterFailures (null: no filter); one pass over the products, whatever the number of brands.
 */
export function catalogueFacets(failed: Uint8Array | null): ProductFacets {
  const index = catalogueIndex();
  // The unfiltered facets (every first visit) are the same until the data changes.
  if (!failed) {
    const memo = index.memo.get('facets') as ProductFacets | undefined;
    if (memo) return memo;
    const facets = countFacets(index, null);
    index.memo.set('facets', facets);
    return facets;
  }
  return countFacets(index, failed);
}

function countFacets(index: CatalogueIndex, failed: Uint8Array | null): ProductFacets {
  const { rows, prices, brandNames, brandSlots } = index;
  const brandCounts = new Int32Array(brandNames.length);
  const categories = db().categories;
  const categorySlot = new Map(categories.map((c, slot) => [c.categoryId, slot]));
  const categoryCounts = new Int32Array(categories.length);
  let inStock = 0;
  let outOfStock = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const bits = failed === null ? 0 : failed[i]!;
    const brand = brandSlots[i]!;
    if (brand >= 0 && leaves(bits, FILTER_BITS.brand)) brandCounts[brand]!++;
    if (leaves(bits, FILTER_BITS.category)) {
      const category = categorySlot.get(row.categoryId);
      if (category !== undefined) categoryCounts[category]!++;
    }
    if (leaves(bits, FILTER_BITS.stock)) {
      if (row.quantity > 0) inStock++;
      else outOfStock++;
    }
    if (leaves(bits, FILTER_BITS.price)) {
      const price = prices[i]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
  }
  return {
    // Brands grouped case-insensitively under the first spelling met; empty brands are no choice.
    brands: brandNames.map((value, slot) => ({ value, count: brandCounts[slot]! })),
    categories: categories
      .map((c, slot) => ({ value: c.categoryName, count: categoryCounts[slot]! }))
      .sort(byName),
    availability: [
      { value: 'inStock', count: inStock },
      { value: 'outOfStock', count: outOfStock },
    ],
    price: min <= max ? { min, max } : { min: null, max: null },
  };
}
