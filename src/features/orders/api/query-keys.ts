/** The shopper's orders: the history list (a placed order invalidates it). */
export const orderKeys = {
  /** Every shopper's list: what a placed order invalidates. */
  mine: () => ['orders', 'mine'] as const,
  /** One person's list, keyed by who they are: never read as someone else's. */
  mineOf: (userId: number | null) => [...orderKeys.mine(), userId] as const,
};
