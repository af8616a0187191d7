import type { Page } from '@playwright/test';
import { expect, test } from './support/mock-backend';

/**
 * HTTP mode only (the production build; the mock-mode build's mock answers in the page): the
 * prerendered page's own script asks for the first product list before the bundle has run, and
 * the app takes that answer instead of asking again (src/prerender/first-request.ts,
 * src/api/prefetched.ts).
 */

function productRequests(page: Page) {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/public/products') seen.push(url);
  });
  return seen;
}

test('the home page asks for its eight products once, from its HTML', async ({ page }) => {
  const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('__shopPrefetch');
  const requests = productRequests(page);
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(8);
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
  expect(requests[0]!.searchParams.get('pageSize')).toBe('8');
});

test('a filtered catalogue asks for its list once, read from the address', async ({ page }) => {
  const requests = productRequests(page);
  await page.goto('/products?sortby=desc&page=2');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
  expect(requests[0]!.searchParams.get('sortOrder')).toBe('desc');
  expect(requests[0]!.searchParams.get('pageNumber')).toBe('1');
  expect(requests[0]!.searchParams.get('pageSize')).toBe('12');
});

test('a catalogue narrowed by brand and price asks for its list once, from its HTML', async ({
  page,
}) => {
  const html = await (
    await page.request.get('/products', { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).toContain('startFirstRequest');
  const requests = productRequests(page);
  await page.goto('/products?brand=%5B%22Veyra%22%5D&minPrice=1&inStock=true');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
  expect(requests[0]!.searchParams.getAll('brand')).toEqual(['Veyra']);
  expect(requests[0]!.searchParams.get('minPrice')).toBe('1');
  expect(requests[0]!.searchParams.get('inStock')).toBe('true');
});

test("the first product's picture is asked for by the HTML too, before the app has run", async ({
  page,
}) => {
  // The app's script never arrives: whatever is requested comes from the page's HTML.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  const products = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/public/products'),
  );
  await page.goto('/', { waitUntil: 'commit' });
  const list = (await (await products).json()) as { content: { image: string }[] };
  const first = new URL(list.content[0]!.image, page.url()).pathname;
  await expect.poll(() => pictures).toEqual([first]);
});
