import { areaTitle, type PageHead } from '@/lib/page-identity/page-title';
import { getAdminSettings } from '@/features/admin/common/admin-settings';
import { ADMIN_CATALOGUES, type AdminTexts } from '@/features/admin/common/texts';

/**
 * The back office's tab titles, "商品管理 · 后台" (or "Product Management · Back office"). A route's
 * `head` is worked out by the router, outside React, so it reads the administrator's language from
 * the settings store; the admin layout has the router work the titles out again when it changes.
 * The admin routes' `head` imports this module on demand, so neither it nor the strings reach the
 * storefront's first load.
 */
const layoutTexts = () => ADMIN_CATALOGUES[getAdminSettings().language].layout;

export function backOfficeTitle(page?: string | null): string {
  return areaTitle(layoutTexts().titleSuffix, page);
}

export type BackOfficePage = keyof AdminTexts['layout']['pageTitles'];

/** A back office route's head; without a page, the back office's own name. */
export function backOfficeHead(page?: BackOfficePage): PageHead {
  return { meta: [{ title: backOfficeTitle(page && layoutTexts().pageTitles[page]) }] };
}
