const dollars = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

/** Storefront prices: dollars with two decimals. */
export const formatDollars = (amount: number) => dollars.format(roundToCents(amount));

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
