import { afterEach, describe, expect, it } from 'vitest';
import { getProducts } from '@/features/catalog/api/get-products';
import { FEATURED_PRODUCTS_QUERY } from '@/features/catalog/api/product-query';
import { readCatalogSearch, toProductQuery } from '@/features/catalog/catalog-search';
import { startFirstRequest } from '@/prerender/first-request-client';
import { firstRequestScript } from '@/prerender/first-request';
import { PRERENDERED_ROUTES } from '@/prerender/routes';

/**
 * The prerendered pages' inline script (src/prerender/first-request.ts) and the first-request
 * code the build bundles into it (src/prerender/first-request-client.ts), run here against the
 * mock backend: the script parses for every page and paints a stored dark choice; the request
 * it starts is the very one the app makes, which the app's client then takes instead of asking
 * again. (The bundled script in a built page: tests/e2e/first-request.spec.ts, HTTP mode.)
 */

const run = (script: string) => new Function(script)() as void;
const started = () => Object.keys(window.__shopPrefetch ?? {});
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.href,
  );

afterEach(() => {
  delete window.__shopPrefetch;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  window.history.replaceState(null, '', '/');
});

describe('the prerendered pages’ inline script', () => {
  const request = { bundle: 'var probe = 1;', start: (path: string) => `probe(${path.length});` };

  it('parses for every page, and carries the request only where a list comes first', () => {
    for (const { path } of PRERENDERED_ROUTES)
      for (const withRequest of [request, undefined]) {
        const script = firstRequestScript({ path, request: withRequest });
        expect(() => new Function(script)).not.toThrow();
        expect(script.includes('var probe')).toBe(
          !!withRequest && ['/', '/products'].includes(path),
        );
      }
  });

  it('sets a stored dark scheme before anything renders', () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    run(firstRequestScript({ path: '/about' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(window.__shopPrefetch).toBeUndefined();
  });
});

describe('the first request the HTML starts', () => {
  // First of its block: no request of an earlier test can still add a preload while it runs.
  it('leaves the first picture to the markup of a page built with its list', async () => {
    // The built page's first card asks for its picture at high priority.
    document.body.innerHTML =
      '<div id="root"><img src="/api/images/product-1.png" fetchpriority="high"></div>';
    for (const [path, page] of [
      ['/', '/'],
      ['/products', '/products'],
    ] as const) {
      window.history.replaceState(null, '', path);
      startFirstRequest(page);
      const [answer] = Object.values(window.__shopPrefetch ?? {});
      // The answer has come and its callbacks have run: nothing read it for a picture.
      await (await answer!).clone().json();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toEqual([]);
      delete window.__shopPrefetch;
    }
    document.body.innerHTML = '';
  });

  it("asks for the catalogue's list as the app reads the address, and the client takes it", async () => {
    const address =
      '?category=Phones&sortby=desc&brand=%5B%22Veyra%22%2C%22Nokora%22%5D&minPrice=10';
    window.history.replaceState(null, '', `/products${address}`);
    startFirstRequest('/products');
    expect(started()).toHaveLength(1);

    // The app's own request for this address: the router's parse, the route's reader, its query.
    const search = readCatalogSearch({
      category: 'Phones',
      sortby: 'desc',
      brand: ['Veyra', 'Nokora'],
      minPrice: 10,
    });
    const page = await getProducts(toProductQuery(search));
    expect(JSON.stringify(page)).toContain('productId');
    // Taken: nothing is left waiting for another caller.
    expect(started()).toEqual([]);
  });

  it("asks for the home page's eight products, which the client takes", async () => {
    startFirstRequest('/');
    expect(new URL(started()[0]!).searchParams.get('pageSize')).toBe('8');
    await getProducts(FEATURED_PRODUCTS_QUERY);
    expect(started()).toEqual([]);
  });

  it('reads a mangled address as the app does: the first page, in the default order', () => {
    window.history.replaceState(null, '', '/products?page=%E0%A4%A&sortby=sideways');
    startFirstRequest('/products');
    const url = new URL(started()[0]!);
    expect(url.searchParams.get('pageNumber')).toBe('0');
    expect(url.searchParams.get('sortOrder')).toBe('asc');
  });

  it("preloads a filtered catalogue's first picture once its list answers", async () => {
    window.history.replaceState(null, '', '/products?sortby=desc');
    startFirstRequest('/products');
    const [answer] = Object.values(window.__shopPrefetch ?? {});
    const list = (await (await answer!).clone().json()) as { content: { image: string }[] };
    // (An earlier test's answer may add its own link meanwhile.)
    await expect.poll(preloads).toContain(new URL(list.content[0]!.image, location.href).href);
  });

  it('preloads the first picture of a page built without its list', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    startFirstRequest('/');
    const [answer] = Object.values(window.__shopPrefetch ?? {});
    const list = (await (await answer!).clone().json()) as { content: { image: string }[] };
    // (An earlier test's answer may add its own link meanwhile.)
    await expect.poll(preloads).toContain(new URL(list.content[0]!.image, location.href).href);
    document.body.innerHTML = '';
  });
});
