import { type Page } from '@playwright/test';
import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';
import { openCommandPalette } from './support/command-palette';
import { expectToast } from './support/toasts';

const main = (page: Page) => page.getByRole('main');

async function signInAsAdmin(page: Page) {
  await logIn(page, 'admin', 'adminPass');
}

/** The number of orders in the dashboard's totals line. */
async function orderCount(page: Page) {
  const text = await main(page).getByTestId('trend-totals').textContent();
  return Number(/共 ([\d,]+) 个订单/.exec(text ?? '')?.[1]?.replace(/,/g, ''));
}

test('the command palette, by keyboard only: Ctrl+K, type, arrows, Enter', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await page.evaluate(
    async () => (await (await fetch('/api/public/products?pageSize=1')).json()).content[0],
  );
  await page.goto('/admin');
  await expect(main(page).getByRole('group', { name: '总用户数' })).toBeVisible();

  // A page: type its name, Enter.
  const search = page.getByRole('textbox', { name: /^命令面板/ });
  await openCommandPalette(page, search);
  await page.keyboard.type('系统设置');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(main(page).getByRole('heading', { name: '系统设置' })).toBeVisible();

  // A product by name: it opens on the products page in its dialog.
  await openCommandPalette(page, search);
  await page.keyboard.type(product.productName);
  const entry = page.getByRole('group', { name: '商品' }).getByRole('button').first();
  await expect(entry).toContainText(`商品 #${product.productId}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(entry).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '商品详情' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^商品名称/ })).toHaveValue(product.productName);
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // An order by id, chosen with the arrows below the pages and actions.
  await openCommandPalette(page, search);
  await page.keyboard.type('#1');
  const orders = page.getByRole('group', { name: '订单' });
  await expect(orders.getByRole('button').first()).toContainText('订单 #1');
  const before = await page
    .locator('[data-action]')
    .evaluateAll((actions) => actions.findIndex((a) => a.textContent?.startsWith('订单 #1')));
  for (let i = 0; i < before; i++) await page.keyboard.press('ArrowDown');
  await expect(orders.getByRole('button').first()).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('dialog', { name: '订单详情 #1' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Nothing matches: it says so.
  await openCommandPalette(page, search);
  await page.keyboard.type('zzzz-no-such-thing');
  await expect(page.getByText('没有找到匹配项')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('settings are saved on this device and used after a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const threshold = main(page).getByRole('textbox', { name: /^低库存阈值/ });
  await threshold.fill('20000');
  await main(page).getByRole('button', { name: '保存' }).click();
  await expect(main(page).getByText('低库存阈值必须是 0 到 10,000 之间的整数')).toBeVisible();

  await threshold.fill('10000');
  await main(page).getByRole('combobox', { name: '列表每页条数' }).click();
  await page.getByRole('option', { name: '每页 10 条' }).click();
  await main(page).getByRole('button', { name: '保存' }).click();
  await expectToast(page, '设置已保存');

  await page.reload();
  await expect(threshold).toHaveValue('10000');
  await expect(main(page).getByRole('combobox', { name: '列表每页条数' })).toHaveValue(
    '每页 10 条',
  );

  await page.goto('/admin/products');
  await expect(main(page).getByRole('row')).toHaveCount(11); // the header and ten products
  // Every product on sale is under 10,000 in stock now.
  await expect(main(page).getByText('库存不足').first()).toBeVisible();
});

test('the dashboard shows orders over the last 7, 30 or 90 days', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const trend = main(page).getByRole('region', { name: '订单趋势' });
  await expect(trend.getByTestId('trend-totals')).toBeVisible();
  await expect(trend.getByRole('radio', { name: '近 30 天' })).toBeChecked();
  const month = await orderCount(page);

  await trend.getByText('近 7 天').click();
  await expect(trend.getByRole('radio', { name: '近 7 天' })).toBeChecked();
  const week = await orderCount(page);

  await trend.getByText('近 90 天').click();
  await expect(trend.getByRole('radio', { name: '近 90 天' })).toBeChecked();
  const quarter = await orderCount(page);

  expect(week).toBeLessThanOrEqual(month);
  expect(month).toBeLessThanOrEqual(quarter);
  expect(quarter).toBeGreaterThan(0);
  await expect(trend.getByText('订单状态分布')).toBeVisible();
});
