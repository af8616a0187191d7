import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { STABLE_CLASSES } from '@/app/stable-classes';

/**
 * A toast lives 2 s (success) or 4 s (errors and the rest) by the spec. A test that looked for it
 * on screen passed or failed by how fast the machine was: on a slow or busy one the toast could
 * come and go between two looks. Every page of a test instead keeps a record of the toasts it
 * showed (their text, in order), and `expectToast` reads the record: it passes once the toast has
 * been shown, whether it is still on screen or not, and still fails when it never was.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((toastClass) => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
    const collect = () => {
      for (const toast of document.querySelectorAll(`.${toastClass}`)) {
        const text = toast.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (!text || seen.has(toast)) continue;
        seen.add(toast);
        shown.push(text);
      }
    };
    new MutationObserver(collect).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, STABLE_CLASSES.toast);
}

/** The toasts a page has shown so far (see recordToasts). */
export const toastsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? []);

/** Passes once the page has shown a toast with this text (all of it, or matching the pattern). */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  const wanted = typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text;
  await expect
    .poll(() => toastsShown(page), {
      message: `a toast saying ${String(text)}`,
      ...(timeout ? { timeout } : {}),
    })
    .toContainEqual(expect.stringMatching(wanted));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
