import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  startTransition,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { SUGGESTION_MIN_LENGTH } from '../api/get-suggestions';
import { MAX_KEYWORD_LENGTH } from '../catalog-search';
import { useSuggestions } from '../hooks/use-suggestions';
import { useOpenProductDialog } from './product-details-link';
import classes from './search-box.module.css';
import { SearchSuggestions, suggestionId } from './search-suggestions';

/** The search text goes to the URL after a 700 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 700;

const normalize = (text: string) => text.trim() || undefined;

/** The suggestion the arrow keys are on, in the list it was chosen from. */
interface ActiveSuggestion {
  index: number;
  of: readonly unknown[] | null;
}
const NONE_ACTIVE: ActiveSuggestion = { index: -1, of: null };
const suggestible = (text: string) => text.trim().length >= SUGGESTION_MIN_LENGTH;

/**
 * The catalogue's search box (docs/product/storefront.md#23-filter-bar), an ARIA 1.2 combobox:
 * - the text box shows what the person types; the URL's keyword follows 700 ms later, or at once
 *   on Enter. When the keyword changes from elsewhere (back, forward, Clear Filter) the box shows
 *   the new keyword and a pending write is dropped, so an old text never overwrites the newer URL;
 * - from 2 characters a list suggests up to 6 products (useSuggestions): ArrowDown and ArrowUp
 *   move through it (the focus stays in the box, aria-activedescendant names the option), Enter
 *   on a suggestion opens that product's dialog as its card does, Enter on the text searches,
 *   Escape closes the list and keeps the text.
 * The keys are handled here rather than by Mantine's Combobox, which would keep naming an option
 * a new answer has removed; and the list is a plain box under the field rather than Mantine's
 * popover, whose floating layer measured the whole catalogue page each time it opened or the page
 * moved (most of what a key that opened the list cost: on a phone the key typed next waited
 * behind it, INP).
 */
export function SearchBox({
  keyword,
  onKeywordChange,
  clears = 0,
}: {
  keyword: string | undefined;
  onKeywordChange: (keyword: string | undefined) => void;
  /**
   * Counts the Clear Filter presses: each one empties the box and drops a pending write, even
   * when the URL had no keyword yet for the box to notice a change by.
   */
  clears?: number;
}) {
  const [text, setText] = useState(keyword ?? '');
  // The keyword this box last saw in the URL or wrote to it.
  const [knownKeyword, setKnownKeyword] = useState(keyword);
  const search = (value: string) => {
    const next = normalize(value);
    setKnownKeyword(next);
    if (next !== keyword) onKeywordChange(next);
  };
  const commit = useDebouncedCallback(search, SEARCH_DEBOUNCE_MS);

  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const openList = () => setListOpen(true);
  const closeList = () => {
    setListOpen(false);
    // A list opened again starts from the box, not from the suggestion chosen before.
    setActive(NONE_ACTIVE);
  };
  const suggestions = useSuggestions(text, listOpen);
  const products = suggestions.status === 'list' ? suggestions.products : [];
  const [active, setActive] = useState<ActiveSuggestion>(NONE_ACTIVE);
  // A new answer (or none) starts the arrows again from the box.
  const activeIndex = listOpen && active.of === products ? active.index : -1;
  const openProductDialog = useOpenProductDialog();

  // React's "adjust state while rendering" pattern: an outside change of the URL wins.
  if (keyword !== knownKeyword) {
    setKnownKeyword(keyword);
    setText(keyword ?? '');
    commit.cancel();
  }
  const [seenClears, setSeenClears] = useState(clears);
  if (clears !== seenClears) {
    setSeenClears(clears);
    setText('');
    commit.cancel();
  }

  const typed = (value: string) => {
    setText(value);
    commit(value);
    // The list opens in a render of its own, after the typed letter has shown: opening it is the
    // costliest render of the box, and a letter that waited for it would show late on a phone
    // (INP, docs/speed-history.md).
    if (suggestible(value)) startTransition(() => openList());
    else closeList();
  };

  // On a prerendered page the box is on screen before the script runs: what was typed there is
  // still in the field when React takes it over, and searches (and suggests, if the box still
  // has the focus) as if typed a moment later.
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const early = field.current?.value ?? '';
    if (early === '' || early === text) return;
    setText(early);
    commit(early);
    if (suggestible(early) && document.activeElement === field.current) openList();
    // Once, when the box first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (productId: number) => {
    // The product opens over the page as it is: the text typed is not searched for.
    commit.cancel();
    closeList();
    openProductDialog(productId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!listOpen) {
        if (suggestible(text)) openList();
        return;
      }
      if (!products.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, Down goes to the first and Up to the last; both wrap around.
      const from = activeIndex === -1 ? (step === 1 ? -1 : products.length) : activeIndex;
      setActive({ index: (from + step + products.length) % products.length, of: products });
    } else if (event.key === 'Enter') {
      const chosen = products[activeIndex];
      closeList();
      if (chosen) {
        event.preventDefault();
        choose(chosen.productId);
      } else {
        // Enter searches at once, as a search box does.
        commit.cancel();
        search(text);
      }
    } else if (event.key === 'Escape' && listOpen) {
      // A search field's own Escape would empty it: this one closes the list and keeps the text.
      event.preventDefault();
      closeList();
    }
  };

  const activeProduct = products[activeIndex];
  return (
    <div className={classes.anchor}>
      <TextInput
        ref={field}
        type="search"
        role="combobox"
        aria-label={STOREFRONT_TEXTS.catalog.searchLabel}
        aria-haspopup="listbox"
        aria-expanded={listOpen}
        aria-controls={listOpen ? listId : undefined}
        aria-activedescendant={
          activeProduct ? suggestionId(listId, activeProduct.productId) : undefined
        }
        aria-autocomplete="list"
        // The suggestions take the place of the browser's own list of earlier entries.
        autoComplete="off"
        placeholder={STOREFRONT_TEXTS.catalog.searchPlaceholder}
        value={text}
        maxLength={MAX_KEYWORD_LENGTH}
        onChange={(event) => typed(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onClick={() => suggestible(text) && openList()}
        onBlur={closeList}
      />
      {/* In the page only while open (as category-select.tsx's list). */}
      {listOpen && (
        <SearchSuggestions
          listId={listId}
          state={suggestions}
          activeIndex={activeIndex}
          onChoose={choose}
        />
      )}
    </div>
  );
}
