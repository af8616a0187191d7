/** The checkout's texts (docs/product/checkout.md), verbatim; part of STOREFRONT_TEXTS. */
export const CHECKOUT_TEXTS = {
  heading: 'Checkout',
  browseProducts: 'Browse products',
  steps: {
    address: 'Address',
    paymentMethod: 'Payment Method',
    orderSummary: 'Order Summary',
    payment: 'Payment',
  },
  back: 'Back',
  proceed: 'Proceed',
  selectCheckoutAddress: 'Please select checkout address before proceeding.',
  selectPaymentAddress: 'Please select payment address before proceeding.',

  addressHint: 'Choose where the order goes, or add a new address.',
  selectPaymentMethod: 'Select a payment method',
  methods: { card: 'Card', paypal: 'PayPal' },
  cardDescription: 'Pay with a credit or debit card',
  paypalDescription: 'Currently unavailable',
  changeMethodHint: 'You can change it until you pay.',

  deliveryAddress: 'Delivery address',
  paymentMethod: 'Payment method',
  orderItems: 'Order items',
  total: 'Total',

  sessionExpired: 'Your session has expired. Please log in again; your cart is kept.',
  paymentPreparationFailed:
    'The server could not prepare the payment. Your cart is kept; please try again in a moment.',
  failedToCreateClientSecret: 'Failed to create client secret',
  invalidAmount: 'Invalid payment amount',
  amountBelowMinimum: 'Card payments start at $0.50. Add something to your cart to pay by card.',
  paypalUnavailable: 'Paypal Unavailable',
  cardPaymentUnavailableTitle: 'Card payment unavailable',
  cardPaymentUnavailable: 'Card payment is not available right now. Please contact us.',
  preparingPayment: 'Preparing the payment',
  loadingPaymentForm: 'Loading the payment form',
  cardPayment: 'Card payment',
  pay: (amount: string) => `Pay ${amount}`,
  cardDetailsIncomplete: 'Your card details are incomplete.',
  paymentCouldNotBeConfirmed: 'The payment could not be confirmed.',

  // The built-in test payment form (mocks on, or VITE_TEST_PAYMENTS=true), with Stripe's messages.
  testPayment: {
    title: 'Test payment',
    notice:
      'No real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card or 4000 0000 0000 9995 for insufficient funds, with any future date and any CVC.',
    cardNumber: 'Card number',
    cardNumberPlaceholder: '1234 1234 1234 1234',
    expiry: 'Expiration date',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code',
    cvcPlaceholder: 'CVC',
    cardMessages: {
      numberIncomplete: 'Your card number is incomplete.',
      numberInvalid: 'Your card number is invalid.',
      expiryIncomplete: "Your card's expiration date is incomplete.",
      expiryPast: "Your card's expiration year is in the past.",
      cvcIncomplete: "Your card's security code is incomplete.",
      declined: 'Your card was declined.',
      insufficientFunds: 'Your card has insufficient funds.',
    },
  },

  // The order confirmation page.
  checkingPayment: 'Checking the payment',
  paymentNotCompleted: 'The payment was not completed, so no order was placed. Your cart is kept.',
  paymentNotConfirmed:
    'The payment could not be confirmed, so no order was placed. Your cart is kept; if your card was charged, please contact us.',
  orderNotPlaced: (reason: string, paymentIntent: string | undefined) =>
    `Your payment went through but the order could not be placed: ${reason}. Your cart is kept; please contact us with payment ${paymentIntent}.`,
  noOrderConfirmed: 'No order was confirmed',
  backToCheckout: 'Back to checkout',
  orderConfirmed: 'Order Confirmed!',
  thankYou: 'Thank you for your purchase. Your order has been placed successfully.',
  alreadyPlaced: 'This order was already placed.',
  orderNumber: (orderId: number) => `Order #${orderId}`,
};
