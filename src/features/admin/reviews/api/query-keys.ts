export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: () => [...adminReviewKeys.all, 'list'] as const,
  pendingCount: () => [...adminReviewKeys.all, 'pending-count'] as const,
};
