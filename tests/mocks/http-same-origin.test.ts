import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';

/**
 * A same-origin request through a reverse proxy that keeps the Host header (`Origin:
 * http://shop.example`, `Host: shop.example`) is not cross-origin, as Spring's
 * CorsUtils.isSameOrigin decides: it is served without its origin being configured, in both modes.
 * A cross-origin request from an origin that is not configured is still refused with 403.
 */
let mock: MockHttpServer;

beforeAll(async () => {
  // The default allowed origins only (http://localhost:5173 and http://localhost:3000).
  mock = await startMockHttpServer({ port: 0 });
});
afterAll(() => mock?.close());
beforeEach(() => resetDatabase());

/** A GET with the given Origin and Host headers (fetch cannot set Host; node:http can). */
function get(path: string, headers: { origin: string; host: string }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const url = new URL(`${mock.url}${path}`);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, headers },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe.each([
  ['plain', false],
  ['quirks', true],
])('same-origin requests through a proxy (%s mode)', (_mode, quirks) => {
  beforeEach(() => mock.setQuirks(quirks));
  afterAll(() => mock.setQuirks(false));

  it.each([
    { origin: 'http://shop.example', host: 'shop.example' },
    { origin: 'http://shop.example', host: 'shop.example:80' },
    { origin: 'http://shop.example:8080', host: 'shop.example:8080' },
    { origin: 'http://127.0.0.1:4180', host: '127.0.0.1:4180' },
  ])('serves Origin $origin with Host $host, unconfigured', async (headers) => {
    const answer = await get('/api/public/categories', headers);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).not.toHaveProperty('message');
    // Not a CORS request: no CORS headers either.
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    { origin: 'http://evil.test', host: 'shop.example' },
    // Another scheme or port is another origin (Spring sees the server's own scheme, http).
    { origin: 'https://shop.example', host: 'shop.example' },
    { origin: 'http://shop.example:8080', host: 'shop.example' },
    { origin: 'http://shop.example.evil.test', host: 'shop.example' },
    { origin: 'null', host: 'shop.example' },
  ])(
    'still refuses a cross-origin request from Origin $origin (not configured) with Host $host',
    async (headers) => {
      const answer = await get('/api/public/categories', headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('Invalid CORS request');
    },
  );
});
