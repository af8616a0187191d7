import * as z from 'zod/mini';
import {
  ADMIN_LANGUAGES,
  LOW_STOCK_LIMITS,
  PAGE_SIZES,
  type AdminLanguage,
  type AdminSettings,
} from '@/features/admin/common/admin-settings';
import type { AdminTexts } from '@/features/admin/common/texts';

/** The form's values: the select boxes hold strings, the threshold a number or '' when cleared. */
export interface SettingsFormValues {
  lowStockThreshold: number | string;
  language: AdminLanguage;
  pageSize: string;
}

export const toFormValues = (settings: AdminSettings): SettingsFormValues => ({
  lowStockThreshold: settings.lowStockThreshold,
  language: settings.language,
  pageSize: String(settings.pageSize),
});

const isThreshold = (value: number | string) => {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= LOW_STOCK_LIMITS.min && n <= LOW_STOCK_LIMITS.max;
};

/**
 * A whole threshold from 0 to 10,000 (NumberInput gives '' when cleared); one message for all.
 * Its message is the text it is given (the form's `useAdminTexts().settings`).
 */
export const settingsFormSchema = (S: AdminTexts['settings']) =>
  z.object({
    lowStockThreshold: z
      .union([z.number(), z.string()], S.lowStockRange)
      .check(z.refine(isThreshold, S.lowStockRange)),
    language: z.enum(ADMIN_LANGUAGES),
    pageSize: z.enum(PAGE_SIZES.map(String) as [string, ...string[]]),
  });

/** The settings a valid form stands for. */
export const toSettings = (values: SettingsFormValues): AdminSettings => ({
  lowStockThreshold: Number(values.lowStockThreshold),
  language: values.language,
  pageSize: Number(values.pageSize) as AdminSettings['pageSize'],
});
