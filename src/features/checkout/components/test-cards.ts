import * as z from 'zod/mini';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { luhnValid } from '@/lib/luhn';

// The built-in test payment form behaves like Stripe's test mode
// (docs/product/checkout.md#4-payment-forms). The form checks the fields; whether a card pays is
// the mock server's answer (POST /order/test-payments/{id}/confirm), not the browser's; its test
// cards are TEST_CARDS in mocks/db/payment-intents.ts. The Luhn check is both sides' (src/lib/luhn.ts).

export const CARD_MESSAGES = STOREFRONT_TEXTS.checkout.testPayment.cardMessages;

const digitsOf = (number: string) => number.replace(/\D/g, '');

/** "MM / YY" as month and year, or null while it is not a whole date (month 01 to 12). */
function readExpiry(expiry: string) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

export interface TestCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** The fields in the order Stripe reads them: the form shows the first one's problem only. */
export const TEST_CARD_FIELDS = [
  'number',
  'expiry',
  'cvc',
] as const satisfies readonly (keyof TestCardValues)[];

/**
 * The card fields as Stripe checks them, with its messages. `now` is read at each check, so a
 * page left open past the end of a month judges the date by the day it is paid.
 */
export function testCardSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z.string().check(
      z.refine((number) => digitsOf(number).length >= 16, CARD_MESSAGES.numberIncomplete),
      z.refine((number) => luhnValid(digitsOf(number)), CARD_MESSAGES.numberInvalid),
    ),
    expiry: z.string().check(
      z.refine((expiry) => readExpiry(expiry) !== null, CARD_MESSAGES.expiryIncomplete),
      z.refine((expiry) => {
        const date = readExpiry(expiry);
        const today = now();
        return (
          !date ||
          date.year > today.getFullYear() ||
          (date.year === today.getFullYear() && date.month >= today.getMonth() + 1)
        );
      }, CARD_MESSAGES.expiryPast),
    ),
    cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, CARD_MESSAGES.cvcIncomplete)),
  });
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
