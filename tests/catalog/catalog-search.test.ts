import { describe, expect, it } from 'vitest';
import { catalogSearchSchema, toProductQuery } from '../../src/features/catalog/catalog-search';

const parse = (search: Record<string, unknown>) => catalogSearchSchema.parse(search);

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
    });
  });
});
