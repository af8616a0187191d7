import { describe, expect, test } from 'vitest';
import { effectiveSpecialPrice, toProduct } from '../../src/api/adapters';
import { formatDollars, lineTotal, roundToCents, sumInCents, toCents } from '../../src/lib/money';

describe('money is rounded to the cent before it is shown or added up', () => {
  test.each([
    [26.991, 2699],
    [1.005, 101],
    [59.980000000000004, 5998],
    [0.1 + 0.2, 30],
    [7.105427357601002e-15, 0],
    [15.0, 1500],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s dollars are %s cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  test('rounded amounts, line totals and sums carry no floating-point dust', () => {
    expect(roundToCents(26.991)).toBe(26.99);
    expect(lineTotal(26.991, 3)).toBe(80.97);
    expect(sumInCents([0.1, 0.2, 26.991])).toBe(27.29);
    expect(formatDollars(26.991)).toBe('$26.99');
  });

  test("a product's unrounded doubles arrive rounded", () => {
    const product = toProduct({
      productId: 1,
      productName: 'Tee',
      price: 29.99,
      discount: 10,
      specialPrice: 26.991,
    });
    expect(product.price).toBe(29.99);
    expect(product.specialPrice).toBe(26.99);
    expect(effectiveSpecialPrice({ price: 19.99, specialPrice: null })).toBe(17.99);
  });
});
