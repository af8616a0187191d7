import { type Page } from '@playwright/test';
import { logInAs } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import { ROUTE_EXAMPLES, type Who } from '../support/routes';

/**
 * Every route under the strict Content-Security-Policy the preview server sends
 * (scripts/vite-plugin-security-headers.ts): inline scripts and style elements only with the
 * page's nonce, no framing. A violation anywhere (a style Mantine or a library injects without the
 * nonce, an inline handler) fails the run. The route list comes from the router's route tree.
 */

test.describe.configure({ timeout: 180_000 });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(
        `${event.violatedDirective} ${event.blockedURI || 'inline'} ${event.sample}`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

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

for (const who of ['guest', 'user', 'admin'] as const satisfies readonly Who[]) {
  test(`every route opened by ${who === 'guest' ? 'a visitor' : who === 'user' ? 'a shopper' : 'the administrator'} loads with zero policy violations`, async ({
    page,
  }) => {
    await watchViolations(page);
    await page.goto('/?mock-reset&mock-scenario=none');
    await logInAs(page, who);
    for (const example of ROUTE_EXAMPLES.filter((e) => e.as === who)) {
      await page.goto(example.url);
      await expect(page.locator('#main-content')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), example.url).toEqual([]);
    }
  });
}

test('the dialogs, toasts and charts stay within the policy too', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/products?mock-reset&mock-scenario=none');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(/added to the cart/).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await logInAs(page, 'admin');
  await page.goto('/admin/analytics');
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: '添加分类' }).click();
  await expect(page.getByRole('dialog', { name: '添加分类' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
