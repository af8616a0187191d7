import { faker } from '@faker-js/faker';
import { createQuerySerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { productsRequestQuery } from '@/features/catalog/api/product-query';
import { readCatalogSearch, toProductQuery } from '@/features/catalog/catalog-search';
import { listQueryString } from '@/prerender/list-query-string';

/**
 * The first request's serializer (src/prerender/list-query-string.ts) against openapi-fetch's
 * default one, which the API client uses: a different string would make the app ask again
 * instead of taking the prefetched answer.
 */
const openapiFetch = createQuerySerializer();

/** A word a shopper might type or a link might carry: reserved characters, spaces, non-ASCII. */
const word = () =>
  faker.helpers.arrayElement([
    faker.commerce.productName(),
    faker.string.sample({ min: 1, max: 12 }),
    `${faker.lorem.word()} & ${faker.lorem.word()}=?/#%+`,
    'Kids’ Clothing',
    '漢字 ünïcode 🎧',
  ]);

describe('the first request’s query string', () => {
  it('is the API client’s for every kind of catalogue address', () => {
    faker.seed(66);
    for (let run = 0; run < 300; run++) {
      const search = readCatalogSearch({
        category: faker.helpers.maybe(word),
        keyword: faker.helpers.maybe(word),
        brand: faker.helpers.maybe(() =>
          faker.helpers.multiple(word, { count: { min: 0, max: 4 } }),
        ),
        minPrice: faker.helpers.maybe(() => faker.number.float({ min: 0, max: 500 })),
        maxPrice: faker.helpers.maybe(() => faker.number.int({ min: 0, max: 5000 })),
        inStock: faker.helpers.maybe(() => true),
        sortby: faker.helpers.arrayElement(['asc', 'desc', undefined]),
        page: faker.helpers.maybe(() => faker.number.int({ min: 1, max: 40 })),
      });
      const query = productsRequestQuery(toProductQuery(search));
      expect(listQueryString(query)).toBe(openapiFetch(query));
    }
  });

  it('leaves out what openapi-fetch leaves out, and repeats an array’s name', () => {
    const query = { a: undefined, b: null, c: [], d: ['x y', 'z&'], e: false, f: 0 };
    expect(listQueryString(query)).toBe(openapiFetch(query));
    expect(listQueryString(query)).toBe('d=x%20y&d=z%26&e=false&f=0');
  });

  it('refuses what a list query never has, so the app asks on its own', () => {
    expect(() => listQueryString({ filter: { brand: 'x' } })).toThrow();
    expect(() => listQueryString({ brand: [['x']] })).toThrow();
  });
});
