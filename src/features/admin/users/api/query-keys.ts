/** The back office's users list. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
};
