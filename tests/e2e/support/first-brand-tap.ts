import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The first tap on a brand of the catalogue's narrowing panel, as a person makes it: clicked,
 * then looked at. The panel's code may still be on its way; a tap then is held and carried out
 * once it has hydrated (src/start-up/held-until-hydrated.tsx), so Playwright's check(), which
 * wants the box changed at once, is not what a person sees.
 */
export async function tapFirstBrand(page: Page, brand: Locator): Promise<void> {
  await brand.click();
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(brand).toBeChecked();
}
