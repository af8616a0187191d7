import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import {
  DEFAULT_ADMIN_SETTINGS,
  reloadAdminSettings,
} from '@/features/admin/common/admin-settings';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderSignedIn, screen } from '../helpers/render-app';

// The settings store lives in a module: every test starts, like a fresh page, from the storage.
afterEach(() => {
  localStorage.clear();
  reloadAdminSettings();
});

/** The settings stored on this device for each administrator, by user name. */
const storedAll = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.adminSettings) ?? 'null');
/** The signed-in administrator's (the seeded `admin`). */
const stored = () => storedAll()?.admin ?? null;

/** As a page load finds them: settings kept earlier on this device, by user name. */
function keptOnDevice(byAdmin: Record<string, unknown>) {
  localStorage.setItem(STORAGE_KEYS.adminSettings, JSON.stringify(byAdmin));
  reloadAdminSettings();
}

async function openSettings() {
  const view = await renderSignedIn('admin', '/admin/settings');
  await screen.findByRole('heading', { level: 2, name: '系统设置' });
  return view;
}

/** Empties the threshold's box (the label in the page's language) and types `value` into it. */
async function typeThreshold(user: UserEvent, value: string, label = /^低库存阈值/) {
  const threshold = screen.getByRole('textbox', { name: label });
  await user.clear(threshold);
  if (value) await user.type(threshold, value);
  return threshold;
}

describe('the settings page', () => {
  it('shows the defaults and says the settings are kept on this device', async () => {
    await openSettings();
    expect(screen.getByRole('textbox', { name: /^低库存阈值/ })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: '后台语言' })).toHaveValue('中文');
    expect(screen.getByRole('combobox', { name: '列表每页条数' })).toHaveValue('每页 20 条');
    expect(screen.getByText(/只保存在当前设备/)).toBeInTheDocument();
  });

  it('refuses a threshold out of range in Chinese and keeps the stored settings', async () => {
    const { user } = await openSettings();
    const threshold = await typeThreshold(user, '10001');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('低库存阈值必须是 0 到 10,000 之间的整数')).toBeInTheDocument();
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(stored()).toBeNull();

    await user.clear(threshold);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('低库存阈值必须是 0 到 10,000 之间的整数')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('saves on this device with a toast; the lists then show that many rows a page', async () => {
    const { user } = await openSettings();
    await typeThreshold(user, '25');
    await user.click(screen.getByRole('combobox', { name: '列表每页条数' }));
    await user.click(await screen.findByRole('option', { name: '每页 10 条' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('设置已保存')).toBeInTheDocument();
    expect(stored()).toEqual({ lowStockThreshold: 25, language: 'zh-CN', pageSize: 10 });

    await user.click(screen.getByRole('link', { name: 'Product Management' }));
    await screen.findByText(`共 ${db().products.length} 件商品`);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(1 + 10); // the header and ten products
  });

  it('switches the back office to English and back, texts, dates and form messages', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('combobox', { name: '后台语言' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(stored()).toEqual({ lowStockThreshold: 10, language: 'en', pageSize: 20 });
    expect(document.documentElement.lang).toBe('en-US');
    // A message made after the switch is English too.
    await typeThreshold(user, '', /^Low-stock threshold/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/whole number from 0 to 10,000/)).toBeInTheDocument();

    // Another page: its texts and its dates.
    await user.click(screen.getByRole('link', { name: 'Order Management' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('combobox', { name: 'Admin language' }));
    await user.click(await screen.findByRole('option', { name: '中文' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: '系统设置' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');

    // The page first opened in English speaks Chinese now, its status choices included.
    await user.click(screen.getByRole('link', { name: 'Order Management' }));
    const [firstStatus] = await screen.findAllByRole('combobox', { name: /^更改订单 .+ 状态$/ });
    await user.click(firstStatus!);
    expect(await screen.findByRole('option', { name: '已发货' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Shipped' })).not.toBeInTheDocument();
  });

  it("keeps each administrator's settings apart on one device", async () => {
    keptOnDevice({
      'other-admin': { lowStockThreshold: 3, language: 'en', pageSize: 50 },
      admin: { lowStockThreshold: 7, language: 'zh-CN', pageSize: 10 },
    });
    await openSettings();
    expect(screen.getByRole('textbox', { name: /^低库存阈值/ })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: '后台语言' })).toHaveValue('中文');
    expect(storedAll()['other-admin']).toEqual({
      lowStockThreshold: 3,
      language: 'en',
      pageSize: 50,
    });
  });

  it('drops a corrupted stored value and starts from the defaults', async () => {
    keptOnDevice({
      admin: { lowStockThreshold: -5, language: 'fr', pageSize: 7 },
      'other-admin': { lowStockThreshold: 3, language: 'en', pageSize: 50 },
    });
    await openSettings();
    expect(screen.getByRole('textbox', { name: /^低库存阈值/ })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: '后台语言' })).toHaveValue('中文');

    localStorage.setItem(STORAGE_KEYS.adminSettings, '{"lowStockThreshold": 3,');
    reloadAdminSettings();
    expect(localStorage.getItem(STORAGE_KEYS.adminSettings)).toBeNull();
  });
});

describe('the low-stock threshold', () => {
  const lowStockCount = (threshold: number) =>
    Math.min(5, db().products.filter((p) => p.active && p.quantity < threshold).length);

  async function lowStockEntries() {
    await renderSignedIn('admin', '/admin');
    const low = await screen.findByRole('region', { name: '库存不足' });
    return { low, entries: within(low).queryAllByText(/^库存 [\d,]+$/) };
  }

  it('decides what the dashboard lists as low on stock', async () => {
    keptOnDevice({ admin: { ...DEFAULT_ADMIN_SETTINGS, lowStockThreshold: 0 } });
    const { low, entries } = await lowStockEntries();
    expect(entries).toHaveLength(0);
    expect(within(low).getByText('所有商品库存充足')).toBeInTheDocument();
  });

  it('lists more products when it is raised', async () => {
    const quantities = db()
      .products.filter((p) => p.active)
      .map((p) => p.quantity)
      .sort((a, b) => a - b);
    // Just above the third-emptiest product: exactly the products under it are listed.
    const threshold = quantities[2]! + 1;
    keptOnDevice({ admin: { ...DEFAULT_ADMIN_SETTINGS, lowStockThreshold: threshold } });
    const { low } = await lowStockEntries();
    expect(lowStockCount(threshold)).toBeGreaterThanOrEqual(3);
    await waitFor(() =>
      expect(within(low).queryAllByText(/^库存 [\d,]+$/)).toHaveLength(lowStockCount(threshold)),
    );
  });

  it('marks the products under it in the products table', async () => {
    keptOnDevice({ admin: { ...DEFAULT_ADMIN_SETTINGS, lowStockThreshold: 10_000, pageSize: 50 } });
    await renderSignedIn('admin', '/admin/products');
    await screen.findByText(`共 ${db().products.length} 件商品`);
    // At 10,000 every product on sale is under the threshold: each row but the 下架 ones.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(50, db().products.length));
    const onSale = rows.filter((row) => !within(row).queryByText('下架'));
    expect(onSale.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(!!within(row).queryByText('库存不足')).toBe(onSale.includes(row));
  });
});
