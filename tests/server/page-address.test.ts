import { describe, expect, it } from 'vitest';
import { isPathTrick, readPageAddress } from '@/server/page-address';

const read = (target: string) =>
  readPageAddress(new URL(target, 'https://shop.example'), { cataloguePages: 5 });

describe('the page handler reads an address before rendering anything', () => {
  it('reads a product page by its id, whatever the search parameters', () => {
    expect(read('/products/42')).toEqual({ kind: 'product', key: '/products/42', productId: 42 });
    expect(read('/products/42/?product=7')).toEqual({
      kind: 'product',
      key: '/products/42',
      productId: 42,
    });
  });

  it.each([
    '/products/abc',
    '/products/0',
    '/products/042',
    '/products/-1',
    '/products/1.5',
    '/products/1e3',
    `/products/${'9'.repeat(16)}`,
    `/products/${'1'.repeat(5000)}`,
    '/products/..%2Fadmin',
    '/products/1%2F2',
    '/products/1%5Cx',
    '/products//1',
    '/products/1/reviews',
  ])('takes %s for an address no page has', (target) => {
    expect(read(target).kind).toBe('bad');
  });

  it('knows a raw request target spelt to mean another path (which the URL parser would resolve)', () => {
    for (const target of [
      '/products/%2e%2e/admin',
      '/products/../admin',
      '/a/./b',
      '/x%2F..',
      '/products/1?next=..',
    ])
      expect(isPathTrick(target), target).toBe(!target.includes('?next'));
  });

  it('writes the catalogue one way, with its category and page, and leaves the rest to the app', () => {
    expect(read('/products')).toEqual({ kind: 'catalogue', key: '/products' });
    expect(read('/products?page=1')).toEqual({ kind: 'catalogue', key: '/products' });
    expect(read('/products?page=3&category=Living%20Room')).toEqual({
      kind: 'catalogue',
      key: '/products?category=Living%20Room&page=3',
    });
    expect(read('/products?category=All').kind).toBe('app');
    expect(read('/products?page=6').kind).toBe('app');
    expect(read('/products?page=0').kind).toBe('app');
    expect(read('/products?keyword=mug').kind).toBe('app');
    expect(read('/products?sortby=desc').kind).toBe('app');
    expect(read(`/products?category=${'x'.repeat(101)}`).kind).toBe('app');
  });

  it('never renders the back office or the account pages', () => {
    for (const path of ['/admin', '/admin/products', '/profile', '/checkout', '/wishlist', '/'])
      expect(read(path)).toEqual({ kind: 'app' });
  });
});
