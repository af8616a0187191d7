import type { Page } from '@playwright/test';
import { expect } from './mock-backend';

/** Two products in the cart, by the catalogue's first two Add to Cart (setting the scene). */
export async function putTwoProductsInCart(page: Page) {
  await page.goto('/products');
  const addButtons = page.getByRole('button', { name: 'Add to Cart' });
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
  ).toContainText('2');
}
