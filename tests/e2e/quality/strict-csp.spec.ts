import { logInAs } from '../support/log-in';
import { expect, test } from '../support/mock-backend';
import { inlineScriptHashes } from '../support/inline-script-hashes';
import { expectToast } from '../support/toasts';

/**
 * The strict Content-Security-Policy the site's server sends (`npm run serve`, the policy of
 * src/server/content-security-policy.ts, decision 0028): inline scripts only by the hashes of
 * the page's own, no framing. That every page stays within it is checked in every test: the
 * shared fixture (tests/e2e/support/mock-backend.ts) fails a test whose pages report a
 * violation, and the accessibility, keyboard and page-identity sweeps open every route of the
 * router's tree as each person. Here: the headers themselves, a script the page did not have,
 * and the pieces that inject styles or markup late (dialogs, toasts, charts).
 */

test('the page is served with a strict policy that a shared cache can keep', async ({ page }) => {
  const response = await page.goto('/products?mock-reset&mock-scenario=none');
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const directives = policy.split(/;\s*/);
  const scriptSrc = directives.find((d) => d.startsWith('script-src '))!.split(' ');
  // Inline scripts only by hash, each of the page's own named; no nonce, nothing per visit.
  const hashes = inlineScriptHashes(await response!.text());
  expect(hashes.length).toBeGreaterThan(0);
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(hashes.sort());
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // The page carries the same script policy itself, for a host that serves only its files.
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(meta!.split(/;\s*/)[0]).toBe(scriptSrc.filter((s) => s !== "'report-sample'").join(' '));
  expect(policy).not.toContain('nonce');
  expect(policy).not.toContain('unsafe-eval');
  // Mantine writes style elements while the app runs, whose text no hash can name.
  expect(directives.filter((d) => d.includes('unsafe-inline'))).toEqual([
    "style-src 'self' 'unsafe-inline'",
  ]);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // A second visitor gets the same page and the same policy.
  const again = await page.request.get('/products?mock-reset&mock-scenario=none', {
    headers: { Accept: 'text/html' },
  });
  expect(again.headers()['content-security-policy']).toBe(policy);
  expect(await again.text()).toBe(await response!.text());
});

test('a script the page did not have is refused and reported, whether added or in a tampered copy', async ({
  page,
  policyViolations,
}) => {
  // A copy of the page changed on its way (a tampered cache): one more inline script.
  await page.route('**/products?tampered', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      '</head>',
      '<script>window.__tampered = true</script></head>',
    );
    await route.fulfill({ response: answer, body: html });
  });
  await page.goto('/products?tampered');
  await expect(page.getByRole('article').first()).toBeVisible();
  const ran = await page.evaluate(() => {
    // And one added by a script of the page.
    const script = document.createElement('script');
    script.textContent = 'window.__added = true';
    document.head.append(script);
    const seen = window as unknown as { __tampered?: boolean; __added?: boolean };
    return { tampered: seen.__tampered ?? false, added: seen.__added ?? false };
  });
  expect(ran).toEqual({ tampered: false, added: false });
  // Each reported twice: by the header's policy with its first characters ('report-sample'),
  // and by the page's own <meta>, which carries no 'report-sample' and so none. All four are
  // waited for: a report that came after the emptying below failed the test (a busy CI run).
  await expect
    .poll(() => [...policyViolations].sort())
    .toEqual(
      [
        '/products: script-src-elem inline ',
        '/products: script-src-elem inline ',
        '/products: script-src-elem inline window.__added = true',
        '/products: script-src-elem inline window.__tampered = true',
      ].sort(),
    );
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
