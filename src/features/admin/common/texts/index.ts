import { getAdminSettings, type AdminLanguage } from '../admin-settings';
import { EN_TEXTS } from './en';
import { liveTexts } from './live-texts';
import { ZH_CN_TEXTS, type AdminTexts } from './zh-CN';

export type { AdminTexts } from './zh-CN';

const CATALOGUES: Record<AdminLanguage, AdminTexts> = { 'zh-CN': ZH_CN_TEXTS, en: EN_TEXTS };

/** The language the signed-in administrator chose on this device (Chinese by default). */
export const adminLanguage = (): AdminLanguage => getAdminSettings().language;

/**
 * The back office's strings in the administrator's language: every read goes to the chosen
 * catalogue at that moment (see live-texts.ts), and the admin layout re-renders its tree when the
 * language changes. Both catalogues travel in the back office's code only.
 */
export const ADMIN_TEXTS: AdminTexts = liveTexts(() => CATALOGUES[adminLanguage()]);

/** The locale for Intl in the administrator's language: zh-CN dates, or English ones. */
export const ADMIN_LOCALES: Record<AdminLanguage, string> = { 'zh-CN': 'zh-CN', en: 'en-US' };
