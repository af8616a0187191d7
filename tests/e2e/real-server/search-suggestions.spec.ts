import { expect, test } from '../support/mock-backend';

/**
 * The search box's suggestions against a server that behaves like the real Spring backend (the
 * mock server's quirks mode; this folder runs only in the `http-quirks` project): its keyword
 * search suggests, and a word without a hit, which it answers with 400 "Products not found",
 * reads "No products found".
 */
test('suggestions come from the real keyword search, and its 400 for no hit reads "No products found"', async ({
  page,
}) => {
  await page.goto('/products');
  const search = page.getByRole('combobox', { name: 'Search Products' });
  const suggestions = page
    .getByRole('listbox', { name: 'Product suggestions' })
    .getByRole('option');

  await search.pressSequentially('skipp');
  await expect(suggestions).toHaveCount(3);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Skipping Rope/ })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();

  await search.fill('');
  await search.pressSequentially('zzqqxx');
  await expect(page.getByRole('status').filter({ hasText: /^No products found$/ })).toBeVisible();
  await expect(page.getByText(/Products not found with keyword/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('zzqqxx');
});
