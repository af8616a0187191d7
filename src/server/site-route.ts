import { isPathTrick, MAX_URL_LENGTH, readPageAddress } from './page-address';

/**
 * Where a request to the site goes, the same on every host that serves the build with its page
 * handler (`npm run serve` on Node, scripts/serve-pages.ts; the worker on an edge runtime,
 * src/server/worker.ts): the hosts differ in how they read a file and reach the API, not in this.
 */
export type SiteRoute =
  /** To the API, at `path` under its base (the browser's `/api`). */
  | { kind: 'api'; path: string }
  /** To the API's host as it is (`/images`, where the Spring server serves uploads). */
  | { kind: 'images' }
  /** A path trick or an address too long: the not-found page, no render, no call. */
  | { kind: 'bad' }
  /**
   * A file of the build (the path has an extension). One it lacks is the handler's page, but not
   * under `/assets/` (`orPage` false): a script or style the build lacks (an old page's, after a
   * deploy) is a 404 with no body, since HTML there would be refused by the browser as a script
   * or a stylesheet rather than reported missing.
   */
  | { kind: 'file'; path: string; orPage: boolean }
  /**
   * A page: the build's file `built` when it has it (a sorted or searched list gets the built
   * `/products`, whose script and frame the app starts from), else the page handler's.
   */
  | { kind: 'page'; built: string | null };

const extension = /\.[a-z0-9]+$/i;

export function siteRoute(url: URL, options: { cataloguePages: number }): SiteRoute {
  const target = url.pathname + url.search;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
    return { kind: 'api', path: target.slice('/api'.length) };
  if (url.pathname.startsWith('/images/')) return { kind: 'images' };
  if (isPathTrick(target) || target.length > MAX_URL_LENGTH) return { kind: 'bad' };
  const path = decodeURIComponent(url.pathname);
  if (extension.test(path)) return { kind: 'file', path, orPage: !path.startsWith('/assets/') };
  // A list the handler renders (a category, a later page) is not the built /products.
  const address = readPageAddress(url, options);
  const list = address.kind === 'catalogue' && address.key !== '/products';
  return { kind: 'page', built: list ? null : `${path.replace(/\/+$/, '')}/index.html` };
}
