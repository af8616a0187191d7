import { useEffect, useSyncExternalStore } from 'react';

/**
 * Titles that depend on live data (the cart's count, the product in an open dialog, a placed
 * order, a not-found or error panel) and so cannot wait for the router to run a route's `head`
 * again. A page states its title with `usePageTitle`; while it is shown, that title wins over
 * the route's. The last page to state one wins; it is withdrawn when the page goes.
 */

interface Entry {
  title: string;
}

let entries: readonly Entry[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Entry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => entries.at(-1)?.title;

/** The title a page has stated, if any. */
export function useLiveTitle(): string | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

/** States this page's title while the component is mounted; undefined states nothing. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry: Entry = { title };
    publish([...entries, entry]);
    return () => publish(entries.filter((other) => other !== entry));
  }, [title]);
}
