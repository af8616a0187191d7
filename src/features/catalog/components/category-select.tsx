import { ComboboxChevron, InputBase } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { messageOr } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { catalogCategoriesQueryOptions } from '../api/get-categories';
import { useQuery } from '@tanstack/react-query';
import type { FullCategorySelect } from './category-select-full';

const ALL = STOREFRONT_TEXTS.catalog.allCategories;

/** Loaded once, when the shopper shows they may open the list (a hover, the focus, a press). */
let loading: Promise<typeof FullCategorySelect> | undefined;
const loadFull = () =>
  (loading ??= import('./category-select-full').then((module) => module.FullCategorySelect));

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
 * use, which are most of its code. The first press or opening key loads the real Select
 * (category-select-full.tsx), which replaces it open and with the focus: the press is answered
 * once the code is there, never lost.
 */
export function CategorySelect(props: Props) {
  const [full, setFull] = useState<typeof FullCategorySelect>();
  const categories = useQuery(catalogCategoriesQueryOptions());
  if (full) {
    const Full = full;
    return <Full {...props} />;
  }
  const open = () => void loadFull().then((component) => setFull(() => component));
  const preload = () => void loadFull();
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
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      error={
        categories.isError
          ? messageOr(categories.error, STOREFRONT_TEXTS.catalog.failedToFetchCategories)
          : undefined
      }
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
