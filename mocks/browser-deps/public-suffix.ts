// Takes the place of `tldts` in what Vite builds and serves (vite.config.ts, decision 0013).
// msw keeps the mock's cookies in a tough-cookie jar, and tough-cookie asks tldts for a host's
// registrable domain; tldts carries the whole public-suffix list (about 47 KB gzip, a fifth of
// the in-browser mock's chunk) for it. In the page, every cookie is set by the mock's own
// handlers for the page's own host, so the list guards nothing there: this is tldts's own parser
// (tldts-core) with the list reduced to its prevailing rule "*", the right-most label is the
// suffix. IPs, single labels and the rest of the parsing behave as tldts does.
import { getEmptyResult, parseImpl, type IOptions, type IPublicSuffix } from 'tldts-core';

/** tldts-core's FLAG.DOMAIN (a const enum, which isolated modules cannot import). */
const DOMAIN = 3;

function prevailingRule(hostname: string, _options: unknown, out: IPublicSuffix): boolean {
  out.isIcann = false;
  out.isPrivate = false;
  const lastDot = hostname.lastIndexOf('.');
  out.publicSuffix = lastDot === -1 ? hostname : hostname.slice(lastDot + 1);
  return false;
}

/** The registrable domain of `url` (a host or a URL), or null for an IP or a single label. */
export function getDomain(url: string, options?: Partial<IOptions>): string | null {
  return parseImpl(url, DOMAIN, prevailingRule, options, getEmptyResult()).domain;
}
