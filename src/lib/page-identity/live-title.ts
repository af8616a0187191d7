import { useEffect } from 'react';
import { createExternalStore } from '../external-store';

/**
 * Titles that depend on live data (the cart's count, the product in an open dialog, a placed
 * order, a not-found or error panel) and so cannot wait for the router to run a route's `head`
 * again. A page states its title with `usePageTitle`; while it is shown, that title wins over
 * the route's. The last page to state one wins; it is withdrawn when the page goes.
 */

interface Entry {
  title: string;
}

const entries = createExternalStore<readonly Entry[]>([]);

/** The title a page has stated, if any. */
export function useLiveTitle(): string | undefined {
  return entries.useSelect((stated) => stated.at(-1)?.title);
}

/** States this page's title while the component is mounted; undefined states nothing. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry: Entry = { title };
    entries.set([...entries.get(), entry]);
    return () => entries.set(entries.get().filter((other) => other !== entry));
  }, [title]);
}
