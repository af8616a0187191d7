import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShopPageHandlerOptions } from '../src/server/entry.ts';
import type { PageShells } from '../src/server/page-shell.ts';
import { isPathTrick } from '../src/server/page-address.ts';
import {
  apiOrigin,
  contentSecurityPolicy,
  CSP_NONCE_PLACEHOLDER,
  SECURITY_HEADERS,
} from '../build/vite-plugin-security-headers.ts';

/**
 * The page handler on Node (`npm run serve`): a small node:http adapter around the fetch handler
 * the build writes (`<dir>-server/page-handler.js`, src/server/entry.ts), with the built files
 * beside it, as a static host with edge functions serves them (docs/deployment.md):
 * 1. a file of the build (scripts, styles, pictures, sitemaps) as it is;
 * 2. a page the build wrote (`<path>/index.html`), unless it is the catalogue asked with a
 *    category or a page (the handler renders those);
 * 3. any other page: the handler (a product page it renders, the app's page for the rest).
 * `/api` and `/images` go to the API, so the browser reaches it on the site's own origin. Every
 * HTML answer gets a fresh CSP nonce and the security headers, here at the last hop: a shared
 * cache keeps the handler's answer with the placeholder.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface PageServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

export interface PageServerOptions extends Omit<
  ShopPageHandlerOptions,
  'shells' | 'apiUrl' | 'fetch'
> {
  /** The build (its server part is `<dir>-server`). */
  dir: string;
  /** The API, e.g. http://127.0.0.1:8080/api: the renders' data and the browser's /api. */
  apiUrl: string;
  port?: number;
  host?: string;
}

async function fileIn(dir: string, path: string): Promise<string | undefined> {
  const file = join(dir, normalize(path));
  if (!file.startsWith(dir + sep)) return undefined;
  return (await stat(file).catch(() => null))?.isFile() ? file : undefined;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers });
}

export async function startPageServer(options: PageServerOptions): Promise<PageServer> {
  const dir = normalize(options.dir).replace(/[/\\]+$/, '');
  const serverDir = `${dir}-server`;
  // React reads NODE_ENV when the handler first loads it: unset, it would be its development
  // build, a third slower per page (the build's own renders run as production).
  process.env.NODE_ENV ??= 'production';
  const { shopPageHandler } = (await import(
    pathToFileURL(join(serverDir, 'page-handler.js')).href
  )) as typeof import('../src/server/entry.ts');
  const shells = JSON.parse(
    await readFile(join(serverDir, 'page-shells.json'), 'utf8'),
  ) as PageShells;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const api = new URL(apiUrl);
  const handlePage = shopPageHandler({ ...options, shells, apiUrl });
  const policy = (nonce: string) =>
    contentSecurityPolicy({ nonce, connect: apiOrigin(options.publicBase) });

  const sendHtml = (
    res: import('node:http').ServerResponse,
    method: string | undefined,
    status: number,
    headers: Headers | Record<string, string>,
    html: string | null,
  ) => {
    const nonce = randomBytes(16).toString('base64');
    res.statusCode = status;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    for (const [name, value] of headers instanceof Headers ? headers : Object.entries(headers))
      res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy(nonce));
    res.end(
      method === 'HEAD' || html === null
        ? undefined
        : html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
    );
  };

  const proxy = (req: IncomingMessage, res: import('node:http').ServerResponse, path: string) => {
    const upstream = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: api.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const target = req.url ?? '/';
      if (target === '/api' || target.startsWith('/api/') || target.startsWith('/api?'))
        return proxy(req, res, api.pathname.replace(/\/+$/, '') + target.slice('/api'.length));
      if (target.startsWith('/images/')) return proxy(req, res, target);
      if (isPathTrick(target) || target.length > 2048)
        return sendHtml(res, req.method, 404, { 'Content-Type': TYPES['.html']! }, shells.notFound);
      const url = new URL(target, 'http://host');
      const path = decodeURIComponent(url.pathname);
      const file = extname(path) ? await fileIn(dir, path) : undefined;
      if (file) {
        const type = extname(file);
        res.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (type === '.html')
          return sendHtml(res, req.method, 200, {}, await readFile(file, 'utf8'));
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        return res.end(req.method === 'HEAD' ? undefined : await readFile(file));
      }
      const catalogueList = path.replace(/\/$/, '') === '/products' && url.search !== '';
      const built =
        !catalogueList && !extname(path) ? await fileIn(dir, join(path, 'index.html')) : undefined;
      if (built && (req.method === 'GET' || req.method === 'HEAD'))
        return sendHtml(
          res,
          req.method,
          200,
          { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' },
          await readFile(built, 'utf8'),
        );
      const answer = await handlePage(toRequest(req, `http://${req.headers.host ?? 'localhost'}`));
      sendHtml(
        res,
        req.method,
        answer.status,
        answer.headers,
        answer.body ? await answer.text() : null,
      );
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
