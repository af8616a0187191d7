import type { Locator, Page } from '@playwright/test';
import { expect } from './mock-backend';

/**
 * Opens the back office's command palette with Ctrl+K and waits for its search box to have the
 * focus, as a person looks before typing. The palette's code arrives after the page: the key is
 * pressed again until it has.
 */
export async function openCommandPalette(page: Page, search: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(search).toBeFocused({ timeout: 1000 });
  }).toPass();
}
