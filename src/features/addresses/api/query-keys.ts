/** The signed-in user's saved addresses. */
export const addressKeys = {
  all: ['addresses'] as const,
};
