// The built-in test payment form behaves like Stripe's test mode
// (docs/product/checkout.md#4-payment-forms). The form checks the fields; whether a card pays is
// the mock server's answer (POST /order/test-payments/{id}/confirm), not the browser's.
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;

const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** The first problem with the card fields, as Stripe words it; null when the card is complete. */
export function cardProblem(number: string, expiry: string, cvc: string, now = new Date()) {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 16) return CARD_MESSAGES.numberIncomplete;
  if (!luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    return CARD_MESSAGES.expiryIncomplete;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return CARD_MESSAGES.expiryPast;
  if (!/^\d{3,4}$/.test(cvc.trim())) return CARD_MESSAGES.cvcIncomplete;
  return null;
}

/** "4242424242424242" → "4242 4242 4242 4242" as the person types. */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34". */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
