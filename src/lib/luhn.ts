/**
 * The Luhn check digit test every real card number passes (digits only). One rule for both sides
 * of Stripe's test mode as the shop plays it: the built-in test payment form
 * (src/features/checkout) and the mock backend's test "bank" (mocks/db/payment-intents.ts).
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
