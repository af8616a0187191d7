import { InputBase } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { messageOr } from '@/components/error-text';
import { loadOnce } from '@/lib/load-once';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { catalogCategoriesQueryOptions } from '../api/get-categories';
import { useQuery } from '@tanstack/react-query';
import type { FullCategorySelect } from './category-select-full';
import classes from './category-select.module.css';

const ALL = STOREFRONT_TEXTS.catalog.allCategories;

/** Loaded when the shopper shows they may open the list (a hover, the focus, a press). */
const loadFull = loadOnce(() =>
  import('./category-select-full').then((module) => module.FullCategorySelect),
);

/** The keys that open Mantine's Select (its target as a button). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface Props {
  category: string | undefined;
  onCategoryChange: (category: string | undefined) => void;
}

/**
 * The catalogue's category select ('All' plus every category name). Closed, it is a look-alike
 * of Mantine's Select (the same input, classes, label, chevron and ARIA: what the build renders
 * and the browser hydrates), without the list, popover and floating-ui a closed select does not
 * use, which are most of its code (and without Mantine's chevron, whose styles come with them).
 * The first press or opening key loads the real Select (category-select-full.tsx), which
 * replaces it open and with the focus: the press is answered once the code is there, never lost.
 */
export function CategorySelect(props: Props) {
  const [full, setFull] = useState<typeof FullCategorySelect>();
  const categories = useQuery(catalogCategoriesQueryOptions());
  if (full) {
    const Full = full;
    return <Full {...props} />;
  }
  // A failed load leaves the look-alike as it is (a press tries again).
  const open = () =>
    void loadFull().then(
      (component) => setFull(() => component),
      () => undefined,
    );
  const preload = () => void loadFull().catch(() => undefined);
  const error = categories.isError
    ? messageOr(categories.error, STOREFRONT_TEXTS.catalog.failedToFetchCategories)
    : undefined;
  return (
    <InputBase
      __staticSelector="Select"
      label={STOREFRONT_TEXTS.catalog.categoryLabel}
      value={props.category ?? ALL}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<Chevron error={!!error} />}
      rightSectionPointerEvents="none"
      error={error}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    />
  );
}

/** The Select's chevron (Mantine's ComboboxChevron), drawn the same. */
function Chevron({ error }: { error: boolean }) {
  return (
    <svg
      className={classes.chevron}
      data-error={error || undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
