import type { Locator, Page } from '@playwright/test';
import { expect } from './mock-backend';

/**
 * Opens the back office's command palette with Ctrl+K and waits for its search box to have the
 * focus, as a person looks before typing. The key counts even before the palette's code has
 * arrived: the palette opens once it is there.
 */
export async function openCommandPalette(page: Page, search: Locator): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(search).toBeFocused();
}
