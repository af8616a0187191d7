import { pageHydrating } from '@/lib/hydration';
import { yieldToMain } from '@/lib/yield-to-main';

/** Called before React hydrates a built page (`hydrateBuiltPage`). */
export function startPageHydration(): void {
  pageHydrating.set(true);
}

/**
 * Ends the page's hydration, in a task of its own after the one that committed it: the parts
 * that read `useHydrating` then render once more with the browser's values (the stored session,
 * the cart, the colour scheme). Read as it was before, `false` from the start, React found the
 * change as it subscribed them in the commit's effects and rendered them again at once, in the
 * same task: a long task on a phone. Resolves once they have rendered.
 */
export async function endPageHydration(): Promise<void> {
  if (!pageHydrating.get()) return;
  await yieldToMain();
  pageHydrating.set(false);
  // React renders a store's change in a microtask: this one runs after it.
  await Promise.resolve();
}
