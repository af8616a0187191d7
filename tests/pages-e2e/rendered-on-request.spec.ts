import { expect, test } from '../e2e/support/mock-backend';
import { expectToast } from '../e2e/support/toasts';

/**
 * A product page the build did not write (playwright.http.config.ts builds without an API: none):
 * the page handler renders it with the mock server's data, a shopper's browser takes it over
 * without a redraw, and it sells. The HTTP config's projects `http-on-request` (Node) and
 * `http-edge` (the edge worker in workerd).
 */

test('a product page rendered on request shows its product, hydrates and puts it in the cart', async ({
  page,
  request,
  mockApiUrl,
  policyViolations,
}) => {
  // The catalogue's last product by price: far down the list, where a build stops writing pages.
  const list = (await (
    await request.get(
      `${mockApiUrl}/api/public/products?pageNumber=0&pageSize=1&sortBy=price&sortOrder=desc`,
    )
  ).json()) as { content: { productId: number; productName: string }[] };
  const { productId, productName } = list.content[0]!;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  const response = await page.goto(`/products/${productId}`);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toContain('s-maxage=');
  // The name was in the HTML the handler sent, before any script ran.
  expect(await response!.text()).toContain(`data-prerendered="/products/${productId}"`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page).toHaveTitle(`${productName} · Shop`);

  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, `${productName} added to the cart`);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
  ).toContainText('1');
  expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);

  // Its policy names its own scripts (it ran them, and the fixture saw no violation so far); a
  // script it did not have is refused.
  expect(policyViolations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__added = true';
    document.head.append(script);
    return (window as unknown as { __added?: boolean }).__added ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => policyViolations.join('\n')).toContain('script-src-elem inline');
  // Seen: emptied, so this test itself passes the fixture's check.
  policyViolations.splice(0);
});

test('an id that is no product answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/products/987654', '/products/abc', '/products/1%2F2']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  }
});
