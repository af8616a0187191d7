import { useReviewsOffered } from '@/features/admin/reviews';
import { ADMIN_NAV_ITEMS, type AdminNavItem } from './nav-items';

/**
 * The back office's pages this server can serve: the side menu's entries and the command
 * palette's pages. 评价管理 is an extension the server may lack (the course server): no way to
 * a page that cannot work there.
 */
export function useAdminNavItems(): readonly AdminNavItem[] {
  const reviewsOffered = useReviewsOffered();
  return reviewsOffered
    ? ADMIN_NAV_ITEMS
    : ADMIN_NAV_ITEMS.filter((item) => item.to !== '/admin/reviews');
}
