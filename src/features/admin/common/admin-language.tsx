import { createContext, use, type ReactNode } from 'react';
import type { AdminLanguage } from './admin-settings';
import { adminFormats, type AdminFormats } from './format';
import { ADMIN_CATALOGUES, type AdminTexts } from './texts';

/**
 * The back office's language, handed down by the admin layout (docs/decisions/0016): the layout
 * reads the administrator's setting and provides it here, so a change of language re-renders
 * every component that reads texts or formats, through React, like any other state. Code outside
 * components (a form schema, a palette search, a notification) takes the texts as an argument
 * from the component that builds it.
 */
const AdminLanguageContext = createContext<AdminLanguage>('zh-CN');

export function AdminLanguageProvider({
  language,
  children,
}: {
  language: AdminLanguage;
  children: ReactNode;
}) {
  return <AdminLanguageContext value={language}>{children}</AdminLanguageContext>;
}

/** The language the back office is shown in (Chinese outside the admin layout). */
export const useAdminLanguage = (): AdminLanguage => use(AdminLanguageContext);

/** The back office's strings in the administrator's language. */
export const useAdminTexts = (): AdminTexts => ADMIN_CATALOGUES[useAdminLanguage()];

/** Money, counts, dates and percentages in the administrator's language. */
export const useAdminFormat = (): AdminFormats => adminFormats(useAdminLanguage());
