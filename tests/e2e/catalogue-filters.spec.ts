import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/mock-backend';
import { tapFirstBrand } from './support/first-brand-tap';

/**
 * Narrowing the catalogue (docs/product/storefront.md#23a): brand checkboxes with counts, a price
 * range and "in stock only", in the URL with the search, category, sort and page. Runs in mock
 * mode and, in HTTP mode, against the mock server: plain (which has the contract's extension)
 * and quirks (the course server, which has not: the filter bar is today's and the list works).
 */

const main = (page: Page) => page.getByRole('main');
const panel = (page: Page) => main(page).getByRole('region', { name: 'Narrow the products' });
const countIn = async (checkbox: Locator) => {
  const label = await checkbox.evaluate(
    (box) => document.querySelector(`label[for="${box.id}"]`)?.textContent ?? '',
  );
  return Number(/\((\d+)\)$/.exec(label)?.[1]);
};
const cardNames = (page: Page) =>
  main(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

test('narrow by two brands and a price range: the counts change, the link is shared, reloads and steps Back', async ({
  page,
  mockQuirks,
}) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  await expect(main(page).getByRole('article').nth(11)).toBeVisible();

  if (mockQuirks) {
    // The course server: no facets, so today's bar, no empty controls, no error, and the list
    // still searches and pages.
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear Filter' })).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    // A shared link with filters this server ignores: the list is not passed off as narrowed.
    await page.goto('/products?brand=%5B%22Veyra%22%5D&inStock=true');
    await expect(
      main(page).getByText(/cannot narrow products by brand, price or stock/),
    ).toBeVisible();
    await expect(main(page).getByRole('article').nth(11)).toBeVisible();
    return;
  }

  const brands = panel(page).getByRole('checkbox', { name: /\(\d+\)$/ });
  const inStock = panel(page).getByRole('checkbox', { name: /^In stock only/ });
  const everything = await countIn(inStock);
  // The first two brands that leave some products.
  const choices: Locator[] = [];
  for (let i = 0; choices.length < 2; i++)
    if (await brands.nth(i).isEnabled()) choices.push(brands.nth(i));
  const [first, second] = choices as [Locator, Locator];

  await tapFirstBrand(page, first);
  await expect.poll(() => countIn(inStock)).toBeLessThan(everything);
  const oneBrand = await countIn(inStock);
  await second.check();
  await expect.poll(() => countIn(inStock)).toBeGreaterThan(oneBrand);

  await panel(page).getByRole('textbox', { name: 'From ($)' }).fill('20');
  await panel(page).getByRole('textbox', { name: 'To ($)' }).fill('900');
  await panel(page).getByRole('textbox', { name: 'To ($)' }).press('Enter');
  await expect(page).toHaveURL(/minPrice=20/);
  await expect(page).toHaveURL(/maxPrice=900/);
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  const narrowed = await cardNames(page);
  const prices = await main(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number(card.textContent?.match(/\$([\d,]+\.\d\d)(?!.*\$)/)?.[1]?.replace(/,/g, '')),
      ),
    );
  for (const price of prices) expect(price).toBeGreaterThanOrEqual(20);
  for (const price of prices) expect(price).toBeLessThanOrEqual(900);

  // The shared link: another tab opens the same list; a reload keeps it.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect.poll(() => cardNames(other)).toEqual(narrowed);
  await expect(panel(other).getByRole('checkbox', { checked: true })).toHaveCount(2);
  await other.close();
  await page.reload();
  await expect.poll(() => cardNames(page)).toEqual(narrowed);

  // Back steps through the choices: the highest price, the lowest (each end reached the URL
  // when its field was left), then the second brand.
  await page.goBack();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(page).toHaveURL(/minPrice=20/);
  await page.goBack();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(panel(page).getByRole('checkbox', { checked: true })).toHaveCount(2);
  await page.goBack();
  await expect(panel(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('on a phone the filters open in a drawer, loaded at the first press: a brand chosen there narrows the list, its last button closes it', async ({
  page,
  mockQuirks,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products?mock-reset&mock-scenario=none');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  const open = page.getByRole('button', { name: 'Filters', exact: true });
  if (mockQuirks) {
    // The course server has no facets: no drawer to open (the list itself: the test above).
    await expect(open).toHaveCount(0);
    return;
  }
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const brand = drawer.getByRole('checkbox', { name: /\(\d+\)$/ }).first();
  const count = await countIn(brand);
  await brand.check();
  await expect(page).toHaveURL(/[?&]brand=/);
  // Each choice applies at once; the last button says how many are left and closes the drawer.
  const show = drawer.getByRole('button', {
    name: `Show ${count} product${count === 1 ? '' : 's'}`,
  });
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(main(page).getByRole('article')).toHaveCount(Math.min(count, 12));
  await expect(page.getByRole('button', { name: 'Filters (1 chosen)' })).toBeVisible();
});
