import { intParam } from '../db/paging';
import type { CatalogueQuery } from '../db/catalogue';

/** Reads the paging query of a list call; `null` when a number is malformed (the caller answers 400). */
export function readListQuery(url: string): CatalogueQuery | null {
  const params = new URL(url).searchParams;
  const pageNumber = intParam(params.get('pageNumber'));
  const pageSize = intParam(params.get('pageSize'));
  if (Number.isNaN(pageNumber) || Number.isNaN(pageSize)) return null;
  if ((pageNumber ?? 0) < 0 || (pageSize ?? 1) < 1) return null;
  return {
    pageNumber,
    pageSize,
    sortBy: params.get('sortBy'),
    sortOrder: params.get('sortOrder'),
    category: params.get('category'),
    keyword: params.get('keyword'),
  };
}

/** The origin the request came to, for the full image URLs GET /public/products answers with. */
export const imageBase = (url: string) => `${new URL(url).origin}/api/images`;
