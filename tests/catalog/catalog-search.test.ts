import { describe, expect, it } from 'vitest';
import { readCatalogSearch, toProductQuery } from '@/features/catalog/catalog-search';

const parse = readCatalogSearch;

describe('the catalogue URL parameters', () => {
  it('default to page 1, ascending price, no category and no keyword', () => {
    expect(parse({})).toEqual({ sortby: 'asc', page: 1 });
  });

  it('fall back to the defaults one by one when malformed, never failing', () => {
    expect(
      parse({ page: 'abc', sortby: 'sideways', category: { a: 1 }, keyword: ['x'], product: 'x' }),
    ).toEqual({ sortby: 'asc', page: 1 });
    expect(parse({ page: -3 }).page).toBe(1);
    expect(parse({ page: 2.5 }).page).toBe(1);
    expect(parse({ page: 1e12 }).page).toBe(1);
    expect(parse({ page: '4', sortby: 'desc' })).toMatchObject({ page: 4, sortby: 'desc' });
  });

  it('read a blank keyword or category as no filter, and trim the keyword', () => {
    expect(parse({ keyword: '   ', category: '' })).toEqual({ sortby: 'asc', page: 1 });
    expect(parse({ keyword: '  shoes ' }).keyword).toBe('shoes');
  });

  it('read a keyword the router parsed as a number as text', () => {
    expect(parse({ keyword: 123 }).keyword).toBe('123');
  });

  it('cut a keyword of more than 200 characters', () => {
    expect(parse({ keyword: 'a'.repeat(500) }).keyword).toHaveLength(200);
  });

  it("read the category 'all' as every category", () => {
    expect(parse({ category: 'ALL' }).category).toBeUndefined();
    expect(parse({ category: 'Books' }).category).toBe('Books');
  });

  it('ask the server for the zero-based page, 12 products, sorted by the chosen order', () => {
    expect(
      toProductQuery(parse({ page: 3, sortby: 'desc', keyword: 'lamp', category: 'Home' })),
    ).toEqual({
      pageNumber: 2,
      pageSize: 12,
      sortOrder: 'desc',
      keyword: 'lamp',
      category: 'Home',
      facets: true,
    });
  });

  it('read the narrowing filters: brands as a list, prices within 0 to 1,000,000, inStock only when true', () => {
    const search = parse({
      brand: ['Veyra', ' Nokora ', 'Veyra', ''],
      minPrice: '50',
      maxPrice: 900,
      inStock: true,
    });
    expect(search).toMatchObject({
      brand: ['Veyra', 'Nokora'],
      minPrice: 50,
      maxPrice: 900,
      inStock: true,
    });
    expect(toProductQuery(search)).toMatchObject({
      brands: ['Veyra', 'Nokora'],
      minPrice: 50,
      maxPrice: 900,
      inStock: true,
    });
    // Typed by hand: one brand as text.
    expect(parse({ brand: 'Veyra' }).brand).toEqual(['Veyra']);
  });

  it('drop what a hand-edited URL gets wrong in the narrowing filters, one by one', () => {
    expect(parse({ minPrice: -5, maxPrice: 'cheap', inStock: 'yes', brand: { a: 1 } })).toEqual({
      sortby: 'asc',
      page: 1,
    });
    expect(parse({ maxPrice: 2e6 }).maxPrice).toBeUndefined();
    // 500 brands: the first 50, each cut to 50 characters; markup is only text.
    const many = parse({
      brand: Array.from({ length: 500 }, (_, i) => `Brand ${i} ${'x'.repeat(60)}`),
    });
    expect(many.brand).toHaveLength(50);
    expect(many.brand!.every((name) => name.length === 50)).toBe(true);
    expect(parse({ brand: ['<b>Bold</b>'] }).brand).toEqual(['<b>Bold</b>']);
    // A minimum above the maximum is kept: the page says nothing can be in between.
    expect(parse({ minPrice: 500, maxPrice: 100 })).toMatchObject({ minPrice: 500, maxPrice: 100 });
  });
});
