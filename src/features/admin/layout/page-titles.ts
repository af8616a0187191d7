import { areaTitle, type PageHead } from '../../../lib/page-identity/page-title';
import { LAYOUT_STRINGS } from './strings';

/**
 * The back office's tab titles, in Chinese: "商品管理 · 后台". The admin routes' `head` imports
 * this module on demand, so neither it nor the strings reach the storefront's first load.
 */
export function backOfficeTitle(page?: string | null): string {
  return areaTitle(LAYOUT_STRINGS.titleSuffix, page);
}

export type BackOfficePage = keyof typeof LAYOUT_STRINGS.pageTitles;

/** A back office route's head; without a page, the back office's own name. */
export function backOfficeHead(page?: BackOfficePage): PageHead {
  return { meta: [{ title: backOfficeTitle(page && LAYOUT_STRINGS.pageTitles[page]) }] };
}
