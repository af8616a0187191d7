import { intParam, MAX_PAGE_SIZE } from '../db/paging';
import type { CatalogueQuery } from '../db/catalogue';

/**
 * Reads the paging query of a list call; `null` when a number is malformed, repeated or out of
 * range (the caller answers 400). The careful server holds pageSize to the contract's 1 to 1000
 * (the real server takes a larger one: mocks/quirks/large-pages.ts).
 */
export function readListQuery(request: Request): CatalogueQuery | null {
  const params = new URL(request.url).searchParams;
  // `pageSize=5&pageSize=x` is one number sent twice: Spring cannot convert the pair either.
  if (params.getAll('pageNumber').length > 1 || params.getAll('pageSize').length > 1) return null;
  const pageNumber = intParam(params.get('pageNumber'));
  const pageSize = intParam(params.get('pageSize'));
  if (Number.isNaN(pageNumber) || Number.isNaN(pageSize)) return null;
  if ((pageNumber ?? 0) < 0 || (pageSize ?? 1) < 1) return null;
  if ((pageSize ?? 1) > MAX_PAGE_SIZE) return null;
  return {
    pageNumber,
    pageSize,
    sortBy: params.get('sortBy'),
    sortOrder: params.get('sortOrder'),
    category: params.get('category'),
    keyword: params.get('keyword'),
  };
}
