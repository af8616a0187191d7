/**
 * Stripe's test mode, as the built-in test payment form (src/features/checkout) and the mock
 * backend's test "bank" (mocks/db/payment-intents.ts) both play it: one set of card numbers and
 * one card number check for both sides (docs/product/checkout.md#4-payment-forms).
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The Luhn check digit test every real card number passes (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
