import { expect, test } from './support/mock-backend';

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
});
