import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product } from '@/api/adapters';
import { SUGGESTION_MIN_LENGTH, suggestionsQueryOptions } from '../api/get-suggestions';

/** Suggestions are asked for once typing has paused this long: never a call per keystroke. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export type SuggestionsState =
  /** Products to choose from (maybe the last text's, while the new text's are on their way). */
  | { status: 'list'; products: readonly Product[]; busy: boolean }
  | { status: 'searching' }
  | { status: 'empty' }
  | { status: 'failed' };

/**
 * The suggestions for what is in the search box, while its list is open: asked for once the
 * text has 2 characters and typing has paused. Until the new answer arrives the last one stays
 * on screen, marked busy (no blinking list); an answer for an older text never replaces the
 * newer one (one query per text, suggestionsQueryOptions).
 */
export function useSuggestions(text: string, listOpen: boolean): SuggestionsState {
  const current = text.trim();
  const [settled] = useDebouncedValue(current, SUGGESTION_DEBOUNCE_MS);
  const keyword = settled.length >= SUGGESTION_MIN_LENGTH ? settled : '';
  const query = useQuery({
    ...suggestionsQueryOptions(keyword),
    enabled: listOpen && keyword !== '',
    placeholderData: keepPreviousData,
  });
  const waiting = current !== settled || query.isFetching;
  const products = query.data?.content ?? [];
  if (query.isError && !waiting) return { status: 'failed' };
  if (products.length) return { status: 'list', products, busy: waiting };
  if (waiting || query.isPending) return { status: 'searching' };
  return { status: 'empty' };
}
