import { onFirstUse } from './on-first-use';

/**
 * Digits in groups of three, as en-US writes a count ("1234567" → "1,234,567").
 *
 * Written out rather than asked of `Intl.NumberFormat` / `toLocaleString`: a page's first
 * `Intl` number format loads the browser's locale data, a long task on a phone, and every
 * storefront page formats prices while it hydrates (docs/decisions/0020). The unit tests check these against `Intl` itself.
 */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole count as en-US writes it: 12,345. */
export const formatCount = (count: number): string =>
  Number.isSafeInteger(count)
    ? (count < 0 ? '-' : '') + groupDigits(String(Math.abs(count)))
    : String(count);

/** Storefront prices: dollars with two decimals (-$1,234.50), what en-US currency format gives. */
export function formatDollars(amount: number): string {
  const cents = toCents(amount);
  // Beyond 2^53 cents (90 trillion dollars) a cent is no longer exact: Intl writes what is left.
  if (!Number.isSafeInteger(cents)) return hugeAmounts().format(cents / 100);
  const absolute = Math.abs(cents);
  const dollars = String(Math.floor(absolute / 100));
  const rest = String(absolute % 100).padStart(2, '0');
  // A negative amount that rounds to no cents is $0.00, never Intl's "-$0.00".
  return `${cents < 0 ? '-' : ''}$${groupDigits(dollars)}.${rest}`;
}

const hugeAmounts = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);

/**
 * An amount in whole cents. The server's amounts are Java doubles that are not rounded
 * (`price × (1 − discount/100)` gives 26.991; a sum of doubles gives 59.980000000000004), so
 * every amount is rounded once, to the cent, before it is shown or added up. Rounding shifts the
 * decimal text (`1.005000e2`) instead of multiplying, so that 1.005 becomes 101 cents, not 100.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  // Beyond this, toFixed writes an exponent; such an amount has no fraction of a cent left.
  if (Math.abs(amount) >= 1e15) return Math.round(amount * 100);
  return Math.round(Number(`${amount.toFixed(6)}e2`));
}

/** The amount rounded to the cent (26.991 → 26.99). Anything that is not a number is 0. */
export const roundToCents = (amount: number): number => toCents(amount) / 100;

/** A line's total (price × quantity) in whole cents. */
export const lineTotal = (price: number, quantity: number): number =>
  (toCents(price) * (Number.isFinite(quantity) ? quantity : 0)) / 100;

/** A sum of money computed in whole cents, so that no floating-point dust reaches a total. */
export const sumInCents = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
