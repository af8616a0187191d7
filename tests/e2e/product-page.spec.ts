import { expect, test } from './support/mock-backend';
import { expectToast } from './support/toasts';

/**
 * A product's own page (/products/{id}): the catalogue's card opens the detail dialog with the
 * page's address in the address bar; a reload opens the page; Back returns to the list. The page
 * adds to the cart; an unknown id is a not-found page; an old `?product=` link still opens the
 * dialog. Runs against the mock-mode build and, in HTTP mode, against the mock server.
 */

test('card → dialog at the product address → reload → the page → Back to the list', async ({
  page,
}) => {
  await page.goto('/products');
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/products\/\d+$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle(`${name} · Shop`);
  // Home › Products (› the category, where the server names it: the real one does not).
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link').first()).toHaveText('Home');
  await expect(trail.getByRole('link').nth(1)).toHaveText('Products');

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('article', { name })).toBeVisible();
});

test('the product page puts the product in the cart', async ({ page }) => {
  await page.goto('/products');
  const name = (await page.getByRole('article').first().getAttribute('aria-label'))!;
  await page.getByRole('article').first().getByRole('link', { name }).click();
  const address = page.url();
  await page.goto(address);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, `${name} added to the cart`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
  ).toContainText('1');
});

test('an unknown product id is a not-found page with a way back', async ({ page }) => {
  for (const id of ['987654', 'abc']) {
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page).toHaveTitle('Product not found · Shop');
  }
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('an old ?product= link still opens the detail dialog', async ({ page }) => {
  await page.goto('/products');
  const name = (await page.getByRole('article').first().getAttribute('aria-label'))!;
  await page.getByRole('article').first().getByRole('link', { name }).click();
  const productId = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/products?product=${productId}`);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});
