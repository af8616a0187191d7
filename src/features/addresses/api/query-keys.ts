/** The signed-in user's saved addresses. */
export const addressKeys = {
  /** Everyone's address books: what a save or a delete invalidates. */
  all: ['addresses'] as const,
  /** One person's book, keyed by who they are: never read as someone else's. */
  of: (userId: number | null) => [...addressKeys.all, userId] as const,
};
