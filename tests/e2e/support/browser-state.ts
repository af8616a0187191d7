import type { BrowserContext, Page } from '@playwright/test';

/** What `context.storageState()` gives: cookies, and each origin's local storage. */
export type BrowserState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Nothing stored: the state of a fresh browser context. */
export const EMPTY_STATE: BrowserState = { cookies: [], origins: [] };

/**
 * Puts the browser context of `page` back in `state`, as a context of its own would start, for a
 * sweep that makes many visits from the same start in one context: from a page of the site that
 * runs no app (its robots.txt), so nothing of the last visit writes after the reset, the cookies
 * and both storages become the given ones. The context itself is kept, with its service worker
 * (the in-page mock's) and its cache: most of what a new context per visit cost
 * (docs/test-costs.md). `session`: entries for the session storage, set with the rest (a
 * sweep's own switches for its init scripts).
 */
export async function restoreState(
  page: Page,
  state: BrowserState,
  session: Record<string, string> = {},
): Promise<void> {
  await page.goto('/robots.txt');
  const context = page.context();
  await context.clearCookies();
  if (state.cookies.length) await context.addCookies(state.cookies);
  const origin = new URL(page.url()).origin;
  const stored = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  await page.evaluate(
    ({ stored, session }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of stored) localStorage.setItem(name, value);
      for (const [name, value] of Object.entries(session)) sessionStorage.setItem(name, value);
    },
    { stored, session },
  );
}
