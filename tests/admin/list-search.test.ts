import { describe, expect, test } from 'vitest';
import { nextListSearch, readListSearch, urlSearchText } from '@/features/admin/common/list-search';
import { categoryListSearch } from '@/features/admin/categories/category-list-search';
import { orderListSearch } from '@/features/admin/orders/order-list-search';
import { productListSearch } from '@/features/admin/products/product-list-search';
import { userListSearch } from '@/features/admin/users/user-list-search';

const PRODUCTS = { sort: 'created', dir: 'desc' } as const;
/** What a hand-edited address holds: anything, whatever the schema's type says it reads. */
const url = (search: Record<string, unknown>) => search as never;

describe('a list URL, read', () => {
  test('a full product list URL is read as it says', () => {
    expect(
      productListSearch.parse(
        url({
          q: 'lamp',
          status: 'out_of_stock',
          sort: 'price',
          dir: 'asc',
          page: '3',
          size: '50',
        }),
      ),
    ).toEqual({ q: 'lamp', status: 'out_of_stock', sort: 'price', dir: 'asc', page: 3, size: 50 });
  });

  test('every field of a hand-edited URL falls back on its own: the list still shows', () => {
    const search = productListSearch.parse(
      url({
        q: '   ',
        status: 'sold-out',
        sort: 'colour',
        dir: 'up',
        page: '-2',
        size: '13',
        open: 'x',
        create: 'yes',
      }),
    );
    expect(search).toEqual({});
    expect(readListSearch(search, PRODUCTS, 20)).toEqual({
      q: '',
      sort: 'created',
      dir: 'desc',
      page: 1,
      size: 20,
    });
  });

  test('a number typed as the search is searched as text (the router reads ?q=12 as 12)', () => {
    expect(userListSearch.parse(url({ q: 12 })).q).toBe('12');
    expect(userListSearch.parse(url({ q: 'x'.repeat(300) })).q).toHaveLength(200);
  });

  test("each list accepts its own filters and sorts, not another list's", () => {
    expect(
      orderListSearch.parse(url({ status: 'shipped', payment: 'failed', sort: 'amount' })),
    ).toEqual({ status: 'shipped', payment: 'failed', sort: 'amount' });
    expect(orderListSearch.parse(url({ status: 'out_of_stock', sort: 'stock' }))).toEqual({});
    expect(userListSearch.parse(url({ status: 'inactive', sort: 'spent' }))).toEqual({
      status: 'inactive',
      sort: 'spent',
    });
    expect(categoryListSearch.parse(url({ sort: 'name', status: 'active' }))).toEqual({
      sort: 'name',
    });
  });

  test("the URL's page size wins over the settings'", () => {
    expect(readListSearch({ size: 50 }, PRODUCTS, 10).size).toBe(50);
    expect(readListSearch({}, PRODUCTS, 10).size).toBe(10);
  });
});

describe('a list URL, written', () => {
  test('defaults are left out, so the plain list keeps the plain address', () => {
    expect(
      nextListSearch(
        { q: 'lamp', status: 'active', sort: 'price', dir: 'asc', page: 4 },
        { q: undefined, status: undefined, sort: 'created', dir: 'desc', page: 1 },
        PRODUCTS,
        20,
      ),
    ).toEqual({});
    expect(nextListSearch({}, { size: 20 }, PRODUCTS, 20)).toEqual({});
    expect(nextListSearch({}, { size: 50 }, PRODUCTS, 20)).toEqual({ size: 50 });
    expect(nextListSearch({}, { q: '' }, PRODUCTS, 20)).toEqual({});
  });

  test('the sort and its direction are written together unless both are the default', () => {
    expect(nextListSearch({}, { sort: 'price', dir: 'desc' }, PRODUCTS, 20)).toEqual({
      sort: 'price',
      dir: 'desc',
    });
    expect(nextListSearch({}, { sort: 'created', dir: 'asc' }, PRODUCTS, 20)).toEqual({
      sort: 'created',
      dir: 'asc',
    });
  });

  test('a change keeps the rest of the list, and the palette requests, as they were', () => {
    expect(
      nextListSearch({ q: 'lamp', sort: 'name', dir: 'asc', open: 7 }, { page: 2 }, PRODUCTS, 20),
    ).toEqual({ q: 'lamp', sort: 'name', dir: 'asc', page: 2, open: 7 });
  });

  test('the search text is trimmed, cut at 200 characters, and nothing when blank', () => {
    expect(urlSearchText('  desk lamp ')).toBe('desk lamp');
    expect(urlSearchText('   ')).toBeUndefined();
    expect(urlSearchText('y'.repeat(250))).toHaveLength(200);
  });
});
