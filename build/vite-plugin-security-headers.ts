import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../src/app/csp-nonce-placeholder.ts';
import { SPA_FALLBACK } from './vite-plugin-prerender.ts';

/**
 * Security headers for the built app, and the policy a static host should send (docs/running-against-a-server.md,
 * "Security headers"). Vite writes `CSP_NONCE_PLACEHOLDER` into index.html (`html.cspNonce`: a
 * `<meta property="csp-nonce">` and a nonce on its own tags); the server that sends the page
 * replaces it with a fresh random value per response and names the same value in the policy.
 * Mantine's `<style>` elements carry that nonce (src/app/csp-nonce.ts), so the policy allows no
 * inline script and no inline style without it.
 *
 * `vite preview` sends the headers through this plugin; `npm run serve` (scripts/serve-pages.ts),
 * which serves the end-to-end runs' builds, sends the same, so they load every page under the
 * policy.
 */

export { CSP_NONCE_PLACEHOLDER };

export interface PolicyOptions {
  nonce: string;
  /** Origins the app calls besides its own (an absolute VITE_API_BASE_URL). */
  connect?: string[];
}

// Stripe.js (only loaded with a publishable key and mocks off) needs its script, frames and API.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The Content-Security-Policy for the app's pages. */
export function contentSecurityPolicy({ nonce, connect = [] }: PolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${STRIPE_SCRIPT}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // The prerendered pages carry Mantine's style attributes (CSS variables on each element):
    // attributes only, which select nothing and load nothing; style elements still need the nonce.
    "style-src-attr 'unsafe-inline'",
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

/** Headers for every response of the app's host (pages, scripts, styles, pictures). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The origin of an absolute API base URL, when the app calls another host. */
export function apiOrigin(apiBaseUrl: string | undefined): string[] {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return [];
  return [new URL(apiBaseUrl).origin];
}

// A page request: no file extension (a client-side route) or index.html itself.
const isPageRequest = (req: IncomingMessage) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const accept = req.headers.accept ?? '';
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    !path.startsWith('/images/') &&
    (path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path)) &&
    accept.includes('text/html')
  );
};

/**
 * The built page for an address: its prerendered HTML (`index.html` for /, `<path>/index.html`),
 * else the app's empty page (`app.html`; `index.html` in a build without prerendering).
 */
export async function pageFile(dir: string, url: string): Promise<string> {
  const path = decodeURIComponent(new URL(url, 'http://host').pathname).replace(/\/+$/, '');
  const candidates = [
    ...(path.endsWith('.html') ? [join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''))] : []),
    join(dir, normalize(`${path}/index.html`).replace(/^(\.\.[/\\])+/, '')),
    join(dir, SPA_FALLBACK),
    join(dir, 'index.html'),
  ];
  for (const file of candidates)
    if (file.startsWith(dir) && (await stat(file).catch(() => null))?.isFile()) return file;
  return join(dir, 'index.html');
}

export function securityHeaders(options: { apiBaseUrl?: string } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
          // Vite names every file under assets/ by its content: it never changes at its address,
          // so it is cached for good, as docs/running-against-a-server.md asks of a real host. A page opened again (a
          // reload, the next test step) then takes its scripts, and their compiled code, from the
          // browser's cache instead of asking the server for each one.
          if (req.url?.startsWith('/assets/'))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          if (!isPageRequest(req)) return next();
          try {
            const nonce = randomBytes(16).toString('base64');
            const html = (
              await readFile(await pageFile(outDir, req.url ?? '/'), 'utf8')
            ).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.setHeader(
              'Content-Security-Policy',
              contentSecurityPolicy({ nonce, connect: apiOrigin(options.apiBaseUrl) }),
            );
            res.end(req.method === 'HEAD' ? undefined : html);
          } catch (error) {
            next(error);
          }
        },
      );
    },
  };
}
