import { expect, test } from './support/mock-backend';
import { logIn } from './support/log-in';

// Mock mode only: playwright.http.config.ts leaves this file out (its build has no msw).

test.describe('the app in mock mode', () => {
  test.beforeEach(async ({ page }) => {
    // Each test starts from the seeded shop with no scenario.
    await page.goto('/?mock-reset&mock-scenario=none');
  });

  test('shows the first eight products served by the in-browser mock backend', async ({ page }) => {
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);
    // Prices come from the seeded data, formatted as dollars.
    await expect(cards.first()).toContainText('$');
    await expect(page.getByText('Please wait....')).toHaveCount(0);
  });

  test('shows the error line when the mock backend fails, and recovers when switched back', async ({
    page,
  }) => {
    await page.goto('/?mock-scenario=server-error');
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('article')).toHaveCount(0);

    // The mock panel switches scenarios in the running app.
    await page.getByRole('button', { name: /Mock API/ }).click();
    await page.getByLabel('Scenario').selectOption('none');
    await expect(page.getByRole('article')).toHaveCount(8);
  });

  test('a page that closes while the next one loads leaves the mock backend to the next page', async ({
    page,
    context,
  }) => {
    await logIn(page, 'admin', 'adminPass');
    // What msw's page tells its worker on `beforeunload`, here while the page stays open: on a
    // navigation the closing page is still there while the next one starts loading. A keep-alive
    // round trip after it makes sure the worker has handled the message first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const workers = navigator.serviceWorker;
          const onMessage = (event: MessageEvent<{ type?: string }>) => {
            if (event.data.type !== 'KEEPALIVE_RESPONSE') return;
            workers.removeEventListener('message', onMessage);
            resolve();
          };
          workers.addEventListener('message', onMessage);
          workers.controller!.postMessage('CLIENT_CLOSED');
          workers.controller!.postMessage('KEEPALIVE_REQUEST');
        }),
    );
    // The next page, opened while the closing one is still there.
    const next = await context.newPage();
    await next.goto('/admin/settings');
    // Its session check and settings are answered by the mock, not by the static host.
    await expect(
      next.getByRole('main').getByRole('textbox', { name: /^低库存阈值/ }),
    ).toBeVisible();
    await expect(next.getByText('Could not check your session')).toHaveCount(0);
  });
});
