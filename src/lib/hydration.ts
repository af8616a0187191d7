import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while React renders the page's prerendered HTML: at build time (src/prerender) and while
 * the browser hydrates that HTML. What only the browser knows (the stored session, the cart, the
 * colour scheme) must render as the HTML did during that pass, or React would find markup it did
 * not expect; React renders once more with the browser's values right after hydration.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
