import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';
import { MAX_KEYWORD_LENGTH } from '../catalog-search';

/** The search text goes to the URL after a 700 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 700;

const normalize = (text: string) => text.trim() || undefined;

/**
 * The text box shows what the person types; the URL's keyword follows 700 ms later. When the
 * keyword changes from elsewhere (back, forward, Clear Filter) the box shows the new keyword and
 * a pending write is dropped, so an old text never overwrites the newer URL.
 */
export function SearchBox({
  keyword,
  onKeywordChange,
}: {
  keyword: string | undefined;
  onKeywordChange: (keyword: string | undefined) => void;
}) {
  const [text, setText] = useState(keyword ?? '');
  // The keyword this box last saw in the URL or wrote to it.
  const [knownKeyword, setKnownKeyword] = useState(keyword);
  const commit = useDebouncedCallback((value: string) => {
    const next = normalize(value);
    setKnownKeyword(next);
    if (next !== keyword) onKeywordChange(next);
  }, SEARCH_DEBOUNCE_MS);

  // React's "adjust state while rendering" pattern: an outside change of the URL wins.
  if (keyword !== knownKeyword) {
    setKnownKeyword(keyword);
    setText(keyword ?? '');
    commit.cancel();
  }

  // On a prerendered page the box is on screen before the script runs: what was typed there is
  // still in the field when React takes it over, and searches as if typed a moment later.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed === '' || typed === text) return;
    setText(typed);
    commit(typed);
    // Once, when the box first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <TextInput
      ref={field}
      type="search"
      aria-label={STOREFRONT_TEXTS.catalog.searchLabel}
      placeholder={STOREFRONT_TEXTS.catalog.searchPlaceholder}
      value={text}
      maxLength={MAX_KEYWORD_LENGTH}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        // Enter searches at once, as a search box does.
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
