import { afterEach, describe, expect, it } from 'vitest';
import { getProducts } from '../../src/features/catalog/api/get-products';
import { catalogSearchSchema, toProductQuery } from '../../src/features/catalog/catalog-search';
import { firstRequestScript } from '../../src/prerender/first-request';
import { PRERENDERED_ROUTES } from '../../src/prerender/routes';

/**
 * The prerendered pages' inline script (src/prerender/first-request.ts), run here as the page
 * runs it, against the mock backend: it must parse for every page, paint a stored dark choice,
 * and start the very request the app makes, which the app's client then takes instead of asking
 * again.
 */

const run = (script: string) => new Function(script)() as void;

afterEach(() => {
  delete window.__shopPrefetch;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  window.history.replaceState(null, '', '/');
});

describe('the prerendered pages’ inline script', () => {
  it('parses for every page, with and without the first request', () => {
    for (const { path } of PRERENDERED_ROUTES)
      for (const prefetch of [true, false])
        expect(
          () => new Function(firstRequestScript({ path, apiBase: '/api', prefetch })),
        ).not.toThrow();
  });

  it('sets a stored dark scheme before anything renders', () => {
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    run(firstRequestScript({ path: '/about', apiBase: '/api', prefetch: true }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(window.__shopPrefetch).toBeUndefined();
  });

  it("starts the catalogue's request for the address's filters, which the client takes", async () => {
    window.history.replaceState(null, '', '/products?category=Phones&sortby=desc');
    run(firstRequestScript({ path: '/products', apiBase: '/api', prefetch: true }));
    const started = Object.keys(window.__shopPrefetch ?? {});
    expect(started).toHaveLength(1);

    // The app's own request for this address: the route's search schema, then its query.
    const page = await getProducts(
      toProductQuery(catalogSearchSchema.parse({ category: 'Phones', sortby: 'desc' })),
    );
    expect(JSON.stringify(page)).toContain('productId');
    // Taken: nothing is left waiting for another caller.
    expect(Object.keys(window.__shopPrefetch ?? {})).toEqual([]);
  });

  it("preloads the home page's first picture once its list answers", async () => {
    run(firstRequestScript({ path: '/', apiBase: '/api', prefetch: true }));
    const [answer] = Object.values(window.__shopPrefetch ?? {});
    const list = (await (await answer!).clone().json()) as { content: { image: string }[] };
    await expect
      .poll(
        () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href,
      )
      .toBe(new URL(list.content[0]!.image, location.href).href);
  });
});
