import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { apiOrigin, pagePolicy } from '../src/server/content-security-policy.ts';
import { SECURITY_HEADERS } from '../src/server/security-headers.ts';
import { SPA_FALLBACK } from './vite-plugin-prerender.ts';

/**
 * Security headers for the built app, and the policy a host should send
 * (docs/running-against-a-server.md, "Security headers"). The Content-Security-Policy of a page
 * names the hashes of its inline scripts (src/server/content-security-policy.ts, decision 0028):
 * it follows from the page, the same for every visitor, so a shared cache may keep both.
 *
 * `vite preview` sends the headers through this plugin; `npm run serve` (scripts/serve-pages.ts),
 * which serves the end-to-end runs' builds, sends the same, so they load every page under the
 * policy.
 */

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
            const html = await readFile(await pageFile(outDir, req.url ?? '/'), 'utf8');
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.setHeader(
              'Content-Security-Policy',
              await pagePolicy(html, apiOrigin(options.apiBaseUrl)),
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
