import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element. `html[data-app-ready]` says the app has started,
 * but the page's own parts are Suspense boundaries that React hydrates after that, one by one
 * (src/components/hydrate-apart.tsx): on a busy machine a part can still be its built HTML
 * seconds later. A test that times what a part's effects start (the banner's autoplay) waits for
 * the part itself. React marks each element it has hydrated with its fiber, under a key starting
 * `__reactFiber$` — the one sign of it in the page.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}
