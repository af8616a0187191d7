import * as z from 'zod/mini';
import { createExternalStore } from '@/lib/external-store';
import { useSession } from '@/entities/session/use-session';
import { read, write } from '@/lib/storage';
import { readAuthUser } from '@/api/auth-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { LIST_PAGE_SIZES } from './list-search-schema';

/**
 * The back office's settings: the low-stock threshold (the dashboard's 库存不足 list and the
 * products table's stock badge), the admin language and the lists' page size. There is no
 * settings call on the server, so they are a preference of each administrator on this device,
 * kept in localStorage under their user name and validated on every read: an entry that does not
 * fit is dropped and the defaults apply.
 */

export const LOW_STOCK_LIMITS = { min: 0, max: 10_000 } as const;
/** The lists' choices (their URL accepts the same: list-search-schema.ts). */
export const PAGE_SIZES = LIST_PAGE_SIZES;
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

/** The settings of each administrator who has used the back office on this device. */
type SettingsByAdmin = Readonly<Record<string, AdminSettings>>;

// Each administrator's entry is checked on its own: one that does not fit is dropped alone.
const storedSchema = z.record(z.string(), z.unknown());

function fromStorage(): SettingsByAdmin {
  const stored = read(STORAGE_KEYS.adminSettings, storedSchema) ?? {};
  const valid: Record<string, AdminSettings> = {};
  for (const [admin, value] of Object.entries(stored)) {
    const parsed = storedSettingsSchema.safeParse(value);
    if (parsed.success) valid[admin] = parsed.data;
  }
  return valid;
}

const store = createExternalStore<SettingsByAdmin>(fromStorage());

/** Whose settings apply: the signed-in administrator's (by user name). */
const currentAdmin = () => readAuthUser()?.username;

const settingsOf = (all: SettingsByAdmin, admin: string | undefined): AdminSettings =>
  (admin !== undefined && all[admin]) || DEFAULT_ADMIN_SETTINGS;

/** Reads the stored settings again (another tab saved them, or a test changed the storage). */
export function reloadAdminSettings(): void {
  store.set(fromStorage());
}

/**
 * Keeps the signed-in administrator's settings on this device; false when the browser refused
 * to store them (or nobody is signed in).
 */
export function saveAdminSettings(next: AdminSettings): boolean {
  const admin = currentAdmin();
  if (admin === undefined) return false;
  const all = { ...store.get(), [admin]: next };
  store.set(all);
  return write(STORAGE_KEYS.adminSettings, all);
}

/** The signed-in administrator's settings, read once (a form's starting values, a formatter). */
export const getAdminSettings = (): AdminSettings => settingsOf(store.get(), currentAdmin());

/** One of the signed-in administrator's settings, following changes and a change of person. */
export function useAdminSetting<K extends keyof AdminSettings>(key: K): AdminSettings[K] {
  const admin = useSession()?.username;
  return store.useSelect((all) => settingsOf(all, admin)[key]);
}

// Another tab saved: this one follows, like the cart does.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.adminSettings || event.key === null) reloadAdminSettings();
  });
