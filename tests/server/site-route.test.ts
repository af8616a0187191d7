import { describe, expect, it } from 'vitest';
import { siteRoute } from '@/server/site-route';

/** Where each address goes, on Node (scripts/serve-pages.ts) and on the edge (src/server/worker.ts). */
const route = (target: string) =>
  siteRoute(new URL(target, 'https://shop.example'), { cataloguePages: 5 });

describe('the site route', () => {
  it('sends /api and /images to the API, the rest of the path kept', () => {
    expect(route('/api/public/products?pageNumber=2')).toEqual({
      kind: 'api',
      path: '/public/products?pageNumber=2',
    });
    expect(route('/api?x=1')).toEqual({ kind: 'api', path: '?x=1' });
    expect(route('/apiary')).toEqual({ kind: 'page', built: '/apiary/index.html' });
    expect(route('/images/product-1.png')).toEqual({ kind: 'images' });
  });

  it('reads a file where the path has an extension; a missing asset is no page', () => {
    expect(route('/assets/index-abc.js')).toEqual({
      kind: 'file',
      path: '/assets/index-abc.js',
      orPage: false,
    });
    expect(route('/sitemap.xml')).toEqual({ kind: 'file', path: '/sitemap.xml', orPage: true });
  });

  it('gives a page its built file, but a category or a later page of the catalogue to the handler', () => {
    expect(route('/')).toEqual({ kind: 'page', built: '/index.html' });
    expect(route('/products/7')).toEqual({ kind: 'page', built: '/products/7/index.html' });
    expect(route('/products?sortby=desc')).toEqual({
      kind: 'page',
      built: '/products/index.html',
    });
    expect(route('/products?category=Kids+Clothing')).toEqual({ kind: 'page', built: null });
    expect(route('/products?page=2')).toEqual({ kind: 'page', built: null });
  });

  it('answers a path trick or an address too long with the not-found page', () => {
    // (The URL has resolved dot segments already, encoded ones too; a host that has the raw
    // target checks it before: scripts/serve-pages.ts.)
    expect(route('/products/1%2F2')).toEqual({ kind: 'bad' });
    expect(route('/products//7')).toEqual({ kind: 'bad' });
    expect(route(`/products?q=${'x'.repeat(3000)}`)).toEqual({ kind: 'bad' });
  });
});
