import { queryOptions } from '@tanstack/react-query';
import { getProducts } from './get-products';
import { catalogKeys } from './query-keys';

/** Suggestions start at this many characters: one letter matches half the shop. */
export const SUGGESTION_MIN_LENGTH = 2;
/** How many products the list suggests. */
export const SUGGESTION_COUNT = 6;

/**
 * The search box's suggestions for a text: the first products of the same keyword search the
 * catalogue makes (so the real server's 400 "Products not found" is an empty list here too,
 * get-products.ts), cheapest first as the catalogue sorts.
 *
 * One query per text: an answer for an older text lands under its own key and never replaces
 * the newer one on screen, and the call an older text started is aborted once nobody waits for
 * it (TanStack Query aborts a query's signal when its last observer moves on).
 */
export const suggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(keyword),
    queryFn: ({ signal }) =>
      getProducts({ pageNumber: 0, pageSize: SUGGESTION_COUNT, sortOrder: 'asc', keyword }, signal),
    // The shopper is typing: the next keystroke asks again, and the list says at once that it
    // failed rather than after the retries' back-off.
    retry: false,
  });
