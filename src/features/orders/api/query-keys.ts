/** The shopper's orders: the history list (a placed order invalidates it). */
export const orderKeys = {
  mine: () => ['orders', 'mine'] as const,
};
