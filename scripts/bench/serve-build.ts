import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFile } from '../../build/vite-plugin-security-headers';

/**
 * Serves a production build the way a real host would, for the bench: gzip for text, long-lived
 * caching for the hashed assets, index.html for every app route (the router takes it from
 * there), and /api passed on to an API server (the standalone mock server). `vite preview` sends
 * uncompressed files, which would make Lighthouse measure a host nobody deploys to.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  // The mock-mode build's picture worker (mocks/pictures): compiled while it streams in.
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg']);

export interface BuildServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveBuild({
  dir,
  apiUrl,
  port = 0,
}: {
  dir: string;
  /** Origin of the API server, e.g. http://127.0.0.1:8791; /api/* goes there. */
  apiUrl: string;
  port?: number;
}): Promise<BuildServer> {
  const api = new URL(apiUrl);
  const gzipCache = new Map<string, Buffer>();

  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);

    if (path === '/api' || path.startsWith('/api/')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          method: req.method,
          path: req.url,
          // The original Host, as a reverse proxy in front of an API keeps it (nginx: `proxy_set_header
          // Host $host`; the API's CORS check compares it with the Origin).
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(upstream);
      return;
    }

    void (async () => {
      // Other paths are pages: their prerendered HTML, else the app's empty page.
      let file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) file = await pageFile(dir, req.url ?? '/');
      const type = extname(file);
      const headers: Record<string, string> = {
        'Content-Type': TYPES[type] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      };
      if (COMPRESSED.has(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        let body = gzipCache.get(file);
        if (!body) {
          body = gzipSync(await readFile(file), { level: 6 });
          gzipCache.set(file, body);
        }
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
        res.end(body);
        return;
      }
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
