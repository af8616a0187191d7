import { expect, test } from './support/mock-backend';

/**
 * Finding things fast (issue 31), in mock mode: the search box's suggestions chosen by keyboard,
 * a word nothing matches, and the products a shopper opened under "Recently viewed" on the home
 * page. The suggestion journey runs against the real server's behaviour too
 * (real-server/search-suggestions.spec.ts).
 */

test('a shopper picks a suggestion by keyboard, opens another product, and finds both under Recently viewed', async ({
  page,
}) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  const search = page.getByRole('combobox', { name: 'Search Products' });
  const suggestions = page
    .getByRole('listbox', { name: 'Product suggestions' })
    .getByRole('option');

  // Part of a name: the list suggests the matching products; the arrows and Enter choose one.
  await search.pressSequentially('skipp');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.first()).toContainText('Skipping Rope');
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  const chosen = page.getByRole('dialog', { name: /Skipping Rope/ });
  await expect(chosen).toBeVisible();
  // As a card opens it: the address bar shows the product's own page.
  await expect(page).toHaveURL(/\/products\/\d+$/);
  const ropeName = (await chosen.getByRole('heading').first().textContent())!;
  await page.keyboard.press('Escape');
  await expect(chosen).toBeHidden();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('skipp');

  // A word nothing matches: the list says so; Escape closes it and keeps the text.
  await search.fill('');
  await search.pressSequentially('zzqqxx');
  await expect(page.getByRole('status').filter({ hasText: /^No products found$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('zzqqxx');

  // Another product, from its card; then both are on the home page, newest first.
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  const card = page.getByRole('article').first();
  const cardName = (await card.getAttribute('aria-label'))!;
  await card.getByRole('link', { name: cardName }).click();
  await page
    .getByRole('dialog', { name: cardName })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('listitem').getByRole('link')).toHaveText([cardName, ropeName]);
});
