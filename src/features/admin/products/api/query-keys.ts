/** The back office's products list. */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
};
