/**
 * The Content-Security-Policy of the shop's pages (docs/decisions/0028): a page's inline scripts
 * are allowed by their SHA-256 hashes, computed from the page itself, so the same page always
 * carries the same policy. A shared cache (a CDN, the edge's Cache API, the handler's memory)
 * may keep a page with its policy and give both to every visitor: nothing in either is per
 * request, unlike a nonce, which a cached copy would hand to everyone (and which a 304 over a
 * stored copy used to contradict). An inline script that is not in the page as built or
 * rendered (one injected into a cached copy, or by a hole in the app) has no hash in the policy
 * and is refused.
 *
 * Styles: Mantine writes `<style>` elements while the app runs (a Grid's responsive columns, the
 * modals' scroll lock), whose text depends on ids made at run time, so no hash could name them;
 * inline styles stay allowed. Markup from data is shown as text (React escapes it; the
 * hostile-data sweep checks it), so a style reaches the page only from the app.
 *
 * Pure (Web Crypto, no Node built-ins): used by `npm run serve`, `vite preview` and any edge
 * runtime alike.
 */

// Stripe.js (only loaded with a publishable key and mocks off) needs its script, frames and API.
export const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
// The types a browser runs (the empty type is JavaScript); any other (JSON-LD, the router's
// JSON) is a data block, which the policy does not govern.
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The hashes of the scripts a page runs from its own markup: each `<script>` without `src`
 * whose type a browser runs, hashed over its text exactly as written (what the browser hashes:
 * a script's text is raw, no character reference in it is decoded).
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!RUN_TYPES.has(type)) continue;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    hashes.add(`'sha256-${base64(digest)}'`);
  }
  return [...hashes];
}

export interface PolicyOptions {
  /** The hashes of the page's inline scripts (`inlineScriptHashes`). */
  scriptHashes: readonly string[];
  /** Origins the app calls besides its own (an absolute VITE_API_BASE_URL). */
  connect?: readonly string[];
}

/** The Content-Security-Policy of one page. */
export function contentSecurityPolicy({ scriptHashes, connect = [] }: PolicyOptions): string {
  return [
    "default-src 'self'",
    // 'report-sample': a refused script's first characters come with its report.
    ['script-src', "'self'", ...scriptHashes, STRIPE_SCRIPT, "'report-sample'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Product pictures may come from the API's own host (full image URLs); pictures run no script.
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    ['connect-src', "'self'", STRIPE_API, ...connect].join(' '),
    `frame-src ${STRIPE_FRAMES.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a page, from the page. */
export async function pagePolicy(html: string, connect: readonly string[] = []): Promise<string> {
  return contentSecurityPolicy({ scriptHashes: await inlineScriptHashes(html), connect });
}

/** The origin of an absolute API base URL, when the app calls another host. */
export function apiOrigin(apiBaseUrl: string | undefined): string[] {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return [];
  return [new URL(apiBaseUrl).origin];
}
