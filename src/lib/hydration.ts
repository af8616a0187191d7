import { createExternalStore } from './external-store';
import { yieldToMain } from './yield-to-main';

/**
 * True from the start of a built page's hydration until a task after React has committed it;
 * the build's render reads its prerendered value, true.
 */
const pageHydrating = createExternalStore(false, true);

/** Called before React hydrates a built page (src/main.tsx). */
export function startPageHydration(): void {
  pageHydrating.set(true);
}

/**
 * Ends the page's hydration, in a task of its own after the one that committed it: the parts
 * that read `useHydrating` then render once more with the browser's values (the stored session,
 * the cart, the colour scheme). Read as it was before, `false` from the start, React found the
 * change as it subscribed them in the commit's effects and rendered them again at once, in the
 * same task ("React effects" in the bench's long tasks: 11–12 ms unthrottled in one traced load
 * each of `/cart` and `/products/1`, 62–110 ms at 5×). Resolves once they have rendered.
 */
export async function endPageHydration(): Promise<void> {
  if (!pageHydrating.get()) return;
  await yieldToMain();
  pageHydrating.set(false);
  // React renders a store's change in a microtask: this one runs after it.
  await Promise.resolve();
}

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
