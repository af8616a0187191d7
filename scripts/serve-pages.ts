import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShopPageHandlerOptions } from '@/server/entry.ts';
import type { PageShells } from '@/server/page-shell.ts';
import { isPathTrick, MAX_URL_LENGTH } from '@/server/page-address.ts';
import { siteRoute } from '@/server/site-route.ts';
import { SECURITY_HEADERS } from '@/server/security-headers.ts';
import { apiOrigin, pagePolicy } from '@/server/content-security-policy.ts';

/**
 * The page handler on Node (`npm run serve`): a small node:http adapter around the fetch handler
 * the build writes (`<dir>-server/page-handler.js`, src/server/entry.ts), with the built files
 * beside it, as a static host with edge functions serves them (docs/deployment.md):
 * 1. a file of the build (scripts, styles, pictures, sitemaps) as it is; 404 (no page) for a
 *    file under `/assets/` it does not have;
 * 2. a page the build wrote (`<path>/index.html`), unless it is the catalogue asked with a
 *    category or a page (the handler renders those); a sorted or searched list gets the built
 *    `/products`, whose script and frame the app starts from, as from a static host;
 * 3. any other page: the handler (a product page it renders, the app's page for the rest).
 * `/api` and `/images` go to the API (or `apiProxy`), so the browser reaches it on the site's own
 * origin; with `apiProxy: null` (a mock-mode build, whose API is the page's own mock) nowhere: a
 * file of the build there, else 404. Every HTML answer gets the security headers and its page's
 * policy (the hashes of its inline scripts: the same for every visitor, so a shared cache in
 * front may keep the answer whole, decision 0028).
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
  // The mock-mode build's picture worker (mocks/pictures): compiled while it streams in.
  '.wasm': 'application/wasm',
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
  /**
   * Where the browser's /api (and /images, on its host) go instead of `apiUrl`, an API's URL as
   * `apiUrl` is (the HTTP journeys: the contract proxy in front of the mock server); null:
   * nowhere (the mock-mode build's API is in the page).
   */
  apiProxy?: string | null;
  /**
   * A page the handler answers 404 (a product its API does not have) is the app's page instead,
   * which the app renders from its own API: for the mock-mode build, whose shop lives in the
   * page (a product created there is unknown to the server's seeded copy).
   */
  unknownToApp?: boolean;
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
  )) as typeof import('@/server/entry.ts');
  const shells = JSON.parse(
    await readFile(join(serverDir, 'page-shells.json'), 'utf8'),
  ) as PageShells;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const proxied = options.apiProxy === undefined ? apiUrl : options.apiProxy;
  const api = proxied === null ? null : new URL(proxied.replace(/\/+$/, ''));
  const handlePage = shopPageHandler({ ...options, shells, apiUrl });
  const connect = apiOrigin(options.publicBase);

  const sendHtml = async (
    res: import('node:http').ServerResponse,
    method: string | undefined,
    status: number,
    headers: Headers | Record<string, string>,
    html: string | null,
  ) => {
    res.statusCode = status;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    for (const [name, value] of headers instanceof Headers ? headers : Object.entries(headers))
      res.setHeader(name, value);
    // A 304 has no body to read the policy from: the browser keeps the one stored with its copy,
    // which is the same page's.
    // The handler's answers carry their page's policy; a built file gets it here.
    if (html !== null && !res.hasHeader('Content-Security-Policy'))
      res.setHeader('Content-Security-Policy', await pagePolicy(html, connect));
    res.end(method === 'HEAD' || html === null ? undefined : html);
  };

  const proxy = (
    req: IncomingMessage,
    res: import('node:http').ServerResponse,
    api: URL,
    path: string,
  ) => {
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
      // Read before the URL resolves its dot segments (src/server/site-route.ts reads the rest).
      if (isPathTrick(target) || target.length > MAX_URL_LENGTH)
        return sendHtml(res, req.method, 404, { 'Content-Type': TYPES['.html']! }, shells.notFound);
      const url = new URL(target, 'http://host');
      const route = siteRoute(url, { cataloguePages: options.cataloguePages ?? 5 });
      if (route.kind === 'bad')
        return sendHtml(res, req.method, 404, { 'Content-Type': TYPES['.html']! }, shells.notFound);
      if (route.kind === 'api' && api)
        return proxy(req, res, api, api.pathname.replace(/\/+$/, '') + route.path);
      if (route.kind === 'images' && api) return proxy(req, res, api, target);
      const toApi = route.kind === 'api' || route.kind === 'images';
      const path = decodeURIComponent(url.pathname);
      // No API behind this site: what the build has there (the mock-mode pictures), else nothing.
      const file = route.kind === 'file' || toApi ? await fileIn(dir, path) : undefined;
      if (!file && (toApi || (route.kind === 'file' && !route.orPage))) {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        res.statusCode = 404;
        return res.end();
      }
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
      const built =
        route.kind === 'page' && route.built ? await fileIn(dir, route.built) : undefined;
      if (built && (req.method === 'GET' || req.method === 'HEAD'))
        return sendHtml(
          res,
          req.method,
          200,
          { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' },
          await readFile(built, 'utf8'),
        );
      const answer = await handlePage(toRequest(req, `http://${req.headers.host ?? 'localhost'}`));
      if (answer.status === 404 && options.unknownToApp)
        return sendHtml(
          res,
          req.method,
          200,
          { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' },
          shells.app,
        );
      await sendHtml(
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
