import { expect, type Locator } from '@playwright/test';

/**
 * Whether React has hydrated the element. `html[data-app-ready]` says the app has started, but
 * the page's own parts are Suspense boundaries that React hydrates after that, one by one
 * (src/start-up/hydrate-apart.tsx), and a part shown only on wider screens is not hydrated on a
 * phone at all (src/start-up/hydrate-where-shown.tsx). React marks each element it has hydrated
 * with its fiber, under a key starting `__reactFiber$` — the one sign of it in the page.
 */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Waits until React has hydrated the element: on a busy machine a part can still be its built
 * HTML seconds after the app said it was ready. A test that times what a part's effects start
 * (the banner's autoplay) waits for the part itself.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect.poll(() => isHydrated(element)).toBe(true);
}
