import { createExternalStore } from './external-store';

/**
 * True from the start of a built page's hydration until a task after React has committed it;
 * the build's render reads its prerendered value, true. Set by the start-up alone
 * (`startPageHydration`, `endPageHydration` in src/start-up; docs/start-up.md).
 */
export const pageHydrating = createExternalStore(false, true);

/**
 * True while React renders the page's prerendered HTML: at build time (src/prerender) and while
 * the browser hydrates that HTML. What only the browser knows (the stored session, the cart, the
 * colour scheme) must render as the HTML did during that pass, or React would find markup it did
 * not expect; React renders once more with the browser's values right after hydration
 * (`endPageHydration`). A part that hydrates later (decision 0025) reads the build's value as it
 * hydrates, and the browser's right after.
 */
export function useHydrating(): boolean {
  return pageHydrating.use();
}
