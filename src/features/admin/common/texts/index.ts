import type { AdminLanguage } from '../admin-settings';
import { EN_TEXTS } from './en';
import type { AdminTexts } from './admin-texts';
import { ZH_CN_TEXTS } from './zh-CN';

export type { AdminTexts } from './admin-texts';

/**
 * The back office's strings, one typed catalogue per language (the compiler refuses an English
 * catalogue that lacks a key or changes a function's arguments). Components read the chosen one
 * with `useAdminTexts()` (admin-language.tsx); both travel in the back office's code only.
 */
export const ADMIN_CATALOGUES: Readonly<Record<AdminLanguage, AdminTexts>> = {
  'zh-CN': ZH_CN_TEXTS,
  en: EN_TEXTS,
};

/** The locale for Intl in the administrator's language: zh-CN dates, or English ones. */
export const ADMIN_LOCALES: Record<AdminLanguage, string> = { 'zh-CN': 'zh-CN', en: 'en-US' };
