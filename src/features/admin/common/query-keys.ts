/**
 * The back office's statistics keys, shared by the dashboard and analytics (which read them) and
 * the orders page (whose status changes invalidate them all).
 */
export const statisticsKeys = {
  all: ['admin', 'statistics'] as const,
  dashboard: () => [...statisticsKeys.all, 'dashboard'] as const,
  products: () => [...statisticsKeys.all, 'products'] as const,
  users: () => [...statisticsKeys.all, 'users'] as const,
  sales: (period: string) => [...statisticsKeys.all, 'sales', period] as const,
};

/** What the server offers (Settings' probe of the optional operations). */
export const serverKeys = {
  all: ['admin', 'server'] as const,
  offerings: () => [...serverKeys.all, 'offerings'] as const,
};
