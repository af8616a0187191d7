/** The back office's orders list. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
};
