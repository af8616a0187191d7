import { type Locator, type Page } from '@playwright/test';

/**
 * Moving by the keyboard as a person does, for the keyboard gate (tests/e2e/quality/keyboard.spec.ts)
 * and the route sweep (route-sweep.spec.ts).
 */

/** What has the focus, for failure messages: role, name and text of document.activeElement. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: the way a keyboard user gets there.
 * Fails, listing the stops on the way, when it is not reached within `max` presses (out of
 * reach of the keyboard, or focus trapped elsewhere).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    stops.push(await describeFocus(page));
  }
  throw new Error(
    `${key} did not reach ${target} in ${max} presses. Focus went through:\n  ${stops.join('\n  ')}`,
  );
}
