import { describe, expect, test } from 'vitest';
import { effectiveSpecialPrice, toProduct } from '@/api/adapters';
import {
  formatCount,
  formatDollars,
  lineTotal,
  roundToCents,
  sumInCents,
  toCents,
} from '@/lib/money';

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

describe('prices and counts are written as en-US writes them', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  // Amounts of every size and sign, fractions of a cent included, plus seeded random ones.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const amounts = [
    0,
    0.004,
    0.005,
    0.01,
    0.1,
    1,
    9.99,
    26.991,
    999.995,
    1000,
    1234.5,
    99999.99,
    1e6,
    123456789.12,
    -0.01,
    -5,
    -1234.56,
    1e15,
    12345678901234568,
    1e21,
    ...Array.from({ length: 300 }, (_, i) => (random() - 0.2) * 10 ** (i % 10)),
  ];

  test.each(amounts)('%s dollars read as Intl writes them', (amount) => {
    // `|| 0`: a negative amount that rounds to no cents reads $0.00, where Intl writes -$0.00.
    expect(formatDollars(amount)).toBe(usd.format(roundToCents(amount) || 0));
  });

  test('an amount that is not a number, or less than half a cent below zero, reads $0.00', () => {
    expect(formatDollars(Number.NaN)).toBe('$0.00');
    expect(formatDollars(-0.004)).toBe('$0.00');
  });

  test.each([0, 7, 999, 1000, 12345, 1234567, -4200, 9007199254740991])('the count %s', (count) => {
    expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
