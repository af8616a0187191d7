/** The checkout's query keys. */
export const checkoutKeys = {
  /** The confirmation page's query: its data is the order placed for this payment intent. */
  placedOrder: (paymentIntent: string | undefined) => ['orders', 'placed', paymentIntent] as const,
};
