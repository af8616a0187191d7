import * as z from 'zod/mini';
import { createExternalStore } from '../../../lib/external-store';
import { read, write } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The back office's settings: the low-stock threshold (the dashboard's 库存不足 list and the
 * products table's stock badge), the admin language and the lists' page size. There is no
 * settings call on the server, so they are a preference of this device, kept in localStorage and
 * validated on every read: a value that does not fit is dropped and the defaults apply.
 */

export const LOW_STOCK_LIMITS = { min: 0, max: 10_000 } as const;
export const PAGE_SIZES = [10, 20, 50] as const;
export const ADMIN_LANGUAGES = ['zh-CN', 'en'] as const;

export type AdminPageSize = (typeof PAGE_SIZES)[number];
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

export interface AdminSettings {
  /** A product with less stock than this (and some stock left) is low on stock. */
  lowStockThreshold: number;
  language: AdminLanguage;
  pageSize: AdminPageSize;
}

/** What the back office did before it had settings: under 10 is low, 20 rows a page, Chinese. */
export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  lowStockThreshold: 10,
  language: 'zh-CN',
  pageSize: 20,
};

const storedSettingsSchema = z.object({
  lowStockThreshold: z
    .int()
    .check(z.minimum(LOW_STOCK_LIMITS.min), z.maximum(LOW_STOCK_LIMITS.max)),
  language: z.enum(ADMIN_LANGUAGES),
  pageSize: z.union(PAGE_SIZES.map((size) => z.literal(size))),
}) satisfies z.ZodMiniType<AdminSettings, unknown>;

const fromStorage = (): AdminSettings =>
  read(STORAGE_KEYS.adminSettings, storedSettingsSchema) ?? DEFAULT_ADMIN_SETTINGS;

const store = createExternalStore<AdminSettings>(fromStorage());

/** Reads the stored settings again (another tab saved them, or a test changed the storage). */
export function reloadAdminSettings(): void {
  store.set(fromStorage());
}

/** Keeps the settings on this device; false when the browser refused to store them. */
export function saveAdminSettings(next: AdminSettings): boolean {
  store.set(next);
  return write(STORAGE_KEYS.adminSettings, next);
}

export const getAdminSettings = (): AdminSettings => store.get();
export const useAdminSetting = <K extends keyof AdminSettings>(key: K): AdminSettings[K] =>
  store.useSelect((settings) => settings[key]);

// Another tab saved: this one follows, like the cart does.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.adminSettings || event.key === null) reloadAdminSettings();
  });
