import { type Page } from '@playwright/test';
import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';

const main = (page: Page) => page.getByRole('main');

/** A row's checkbox is named `选择 订单 #<id>`: the ids of the first two rows. */
async function firstTwoOrderIds(page: Page) {
  const boxes = main(page).getByRole('checkbox', { name: /^选择 订单 #/ });
  await expect(boxes.first()).toBeVisible();
  const labels = await boxes.evaluateAll((els) =>
    els.slice(0, 2).map((el) => el.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => label.replace('选择 订单 #', ''));
}

test('select two orders and change their status together', async ({ page }) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/orders');
  const [first, second] = await firstTwoOrderIds(page);

  // One by mouse, the other by keyboard: Space toggles a focused row's checkbox.
  await main(page)
    .getByRole('checkbox', { name: `选择 订单 #${first}` })
    .click();
  await main(page)
    .getByRole('checkbox', { name: `选择 订单 #${second}` })
    .focus();
  await page.keyboard.press('Space');
  const bar = main(page).getByRole('region', { name: '批量操作' });
  await expect(bar.getByText('已选择 2 项')).toBeVisible();

  await bar.getByRole('button', { name: '修改状态' }).click();
  const ask = page.getByRole('dialog', { name: '修改订单状态' });
  await ask.getByRole('combobox', { name: '新状态' }).click();
  await page.getByRole('option', { name: '已取消' }).click();
  await ask.getByRole('button', { name: '开始' }).click();

  const run = page.getByRole('dialog', { name: '修改订单状态：已取消' });
  await expect(run.getByText('完成 2 项，失败 0 项，未执行 0 项')).toBeVisible();
  await expect(run.getByRole('row')).toHaveCount(2);
  await run.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(run).toBeHidden();

  // The list, reloaded from the server once, shows both orders cancelled.
  for (const id of [first, second])
    await expect(main(page).getByRole('combobox', { name: `更改订单 ${id} 状态` })).toHaveValue(
      '已取消',
    );
  await page.reload();
  for (const id of [first, second])
    await expect(main(page).getByRole('combobox', { name: `更改订单 ${id} 状态` })).toHaveValue(
      '已取消',
    );
});
