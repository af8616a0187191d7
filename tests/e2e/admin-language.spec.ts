import { type Page } from '@playwright/test';
import { EN_TEXTS } from '@/features/admin/common/texts/en';
import { ACCOUNTS, logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';
import { ROUTE_EXAMPLES, type RoutePath } from './support/routes';
import { openCommandPalette } from './support/command-palette';

/**
 * The back office in English: chosen on the Settings page, it changes every page fully (texts,
 * tab titles, `<html lang>`, dates), survives a reload, and Chinese comes back the same way.
 * The language lives in the browser only, so this runs in mock mode (no server is involved).
 */

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
const EN = EN_TEXTS.layout;
const main = (page: Page) => page.getByRole('main');

/** The visible text of the page (and of any open dialog), with no Chinese left in it. */
async function expectNoChinese(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  const found = text.split('\n').filter((line) => CJK.test(line));
  expect(found, `Chinese text left on ${where}`).toEqual([]);
  expect(await page.title(), `the tab title of ${where}`).not.toMatch(CJK);
}

async function chooseLanguage(page: Page, label: RegExp | string, option: string, save: string) {
  await main(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await main(page).getByRole('button', { name: save }).click();
}

test('the back office switches to English fully, stays so after a reload, and back', async ({
  page,
}) => {
  // Seven pages and their data, twice a language switch: more than one page's time.
  test.slow();
  await logIn(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  await page.goto('/admin/settings');
  await expect(main(page).getByRole('heading', { name: '系统设置' })).toBeVisible();
  await chooseLanguage(page, '后台语言', 'English', '保存');

  const settingsTitle = EN.pageTitles['/admin/settings'];
  await expect(main(page).getByRole('heading', { name: settingsTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle(`${settingsTitle} · ${EN.titleSuffix}`);

  // Every back office page, as the route tree has them, once its data has arrived.
  const adminPages = ROUTE_EXAMPLES.filter((example) => example.as === 'admin');
  expect(adminPages.length).toBeGreaterThanOrEqual(7);
  for (const example of adminPages) {
    await page.goto(example.url);
    const title = EN.pageTitles[example.route as keyof typeof EN.pageTitles];
    await expect(page).toHaveTitle(`${title} · ${EN.titleSuffix}`);
    // Its data has arrived and is on screen, not a loading state.
    await page.waitForLoadState('networkidle');
    await expect(main(page).getByText(/Loading|checking\.\.\./)).toHaveCount(0);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await expectNoChinese(page, example.url);
  }

  // Dates in English: the orders list.
  await page.goto('/admin/orders');
  await expect(
    main(page)
      .getByRole('cell', { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}/ })
      .first(),
  ).toBeVisible();

  // The command palette too.
  const search = page.getByRole('textbox', { name: EN_TEXTS.palette.searchLabel });
  await openCommandPalette(page, search);
  await page.keyboard.type('set');
  await expect(page.getByRole('group', { name: EN_TEXTS.palette.groups.pages })).toBeVisible();
  await expectNoChinese(page, 'the command palette');
  await page.keyboard.press('Escape');

  // Kept on this device: a reload opens in English.
  await page.goto('/admin/products');
  await page.reload();
  await expect(page).toHaveTitle(`${EN.pageTitles['/admin/products']} · ${EN.titleSuffix}`);
  await expect(main(page).getByRole('columnheader', { name: 'Special price' })).toBeVisible();

  // And back to Chinese.
  await page.goto('/admin/settings');
  await chooseLanguage(page, EN_TEXTS.settings.language, '中文', EN_TEXTS.settings.save);
  await expect(main(page).getByRole('heading', { name: '系统设置' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle('系统设置 · 后台');
});

// Keeps the type of the route list honest: every admin route has an English title.
test('every back office route has an English page title', () => {
  const adminRoutes = ROUTE_EXAMPLES.filter((example) => example.as === 'admin').map(
    (example) => example.route as RoutePath,
  );
  for (const route of adminRoutes) expect(EN.pageTitles).toHaveProperty([route]);
});
