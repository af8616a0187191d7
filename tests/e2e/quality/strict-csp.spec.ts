import { logInAs } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import { expectToast } from '../support/toasts';

/**
 * The strict Content-Security-Policy the site's server sends (`npm run serve`, the policy of
 * build/vite-plugin-security-headers.ts):
 * inline scripts and style elements only with the page's nonce, no framing. That every page stays
 * within it is checked in every test: the shared fixture (tests/e2e/support/mock-backend.ts)
 * fails a test whose pages report a violation, and the accessibility, keyboard and page-identity
 * sweeps open every route of the router's tree as each person. Here: the headers themselves,
 * and the pieces that inject styles or markup late (dialogs, toasts, charts).
 */

test('the page is served with a strict policy and the security headers', async ({ page }) => {
  const response = await page.goto('/products?mock-reset&mock-scenario=none');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  const directives = policy.split(/;\s*/);
  // Scripts and style elements only with the page's nonce; the prerendered pages' style
  // attributes (Mantine's CSS variables) are the one inline allowance.
  expect(directives.filter((d) => d.includes('unsafe-inline'))).toEqual([
    "style-src-attr 'unsafe-inline'",
  ]);
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A fresh nonce per page, never the build's placeholder.
  const again = (
    await page.request.get('/products', { headers: { Accept: 'text/html' } })
  ).headers();
  expect(again['content-security-policy']).not.toBe(policy);
  expect(await page.content()).not.toContain('__CSP_NONCE__');
});

test('a style element without the nonce is refused, reported and would fail the test', async ({
  page,
  policyViolations,
}) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { margin-top: 77px; }';
    document.head.append(style);
    return getComputedStyle(document.body).marginTop;
  });
  expect(applied).not.toBe('77px');
  await expect.poll(() => policyViolations.join('\n')).toContain('/products: style-src-elem');
  // Seen: emptied, so this test itself passes the fixture's check.
  policyViolations.splice(0);
});

test('the dialogs, toasts and charts stay within the policy too', async ({ page }) => {
  await page.goto('/products?mock-reset&mock-scenario=none');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, /added to the cart/);
  await logInAs(page, 'admin');
  await page.goto('/admin/analytics');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: '添加分类' }).click();
  await expect(page.getByRole('dialog', { name: '添加分类' })).toBeVisible();
  // The violations these raised fail the test in the fixture, once the test is over.
});
