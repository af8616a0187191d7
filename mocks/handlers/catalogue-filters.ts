import type { CatalogueFilters } from '../db/catalogue';
import { LIMITS } from '../validation';

/** The contract's bounds of the extension's filters (openapi.yaml, GET /public/products). */
export const MAX_BRANDS = 100;

/** The query parameters of the extension (docs/contract-changes.md). */
export const CATALOGUE_FILTER_PARAMS = ['brand', 'minPrice', 'maxPrice', 'inStock', 'facets'];

export type CatalogueFilterReading =
  { filters: CatalogueFilters & { facets: boolean } } | { problem: string };

const PRICE = /^\d+(\.\d+)?$/;

function booleanParam(params: URLSearchParams, name: string): boolean | string {
  const values = params.getAll(name);
  if (values.length === 0) return false;
  if (values.length > 1 || !['true', 'false'].includes(values[0]!))
    return `${name} must be true or false`;
  return values[0] === 'true';
}

function priceParam(params: URLSearchParams, name: string): number | null | string {
  const values = params.getAll(name);
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return null;
  const value = values[0]!.trim();
  if (values.length > 1 || !PRICE.test(value) || Number(value) > LIMITS.price.max)
    return `${name} must be a number from 0 to ${LIMITS.price.max}`;
  return Number(value);
}

/**
 * Reads brand (repeatable), minPrice, maxPrice, inStock and facets; a problem is answered 400
 * with its text. A minimum above the maximum is no problem: nothing is between them (an empty
 * page), as in any shop's price filter.
 */
export function readCatalogueFilters(request: Request): CatalogueFilterReading {
  const params = new URL(request.url).searchParams;
  const brands = params
    .getAll('brand')
    .map((brand) => brand.trim())
    .filter(Boolean);
  if (brands.length > MAX_BRANDS) return { problem: `At most ${MAX_BRANDS} brands at once` };
  if (brands.some((brand) => brand.length > LIMITS.product.brand))
    return { problem: `Brand must be at most ${LIMITS.product.brand} characters` };
  const minPrice = priceParam(params, 'minPrice');
  if (typeof minPrice === 'string') return { problem: minPrice };
  const maxPrice = priceParam(params, 'maxPrice');
  if (typeof maxPrice === 'string') return { problem: maxPrice };
  const inStock = booleanParam(params, 'inStock');
  if (typeof inStock === 'string') return { problem: inStock };
  const facets = booleanParam(params, 'facets');
  if (typeof facets === 'string') return { problem: facets };
  return {
    filters: {
      brands: [...new Set(brands.map((brand) => brand.toLowerCase()))],
      minPrice,
      maxPrice,
      inStock,
      facets,
    },
  };
}
