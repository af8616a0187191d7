import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';

/**
 * The product list's picture URLs come from one setting (the real server's image.base.url), not
 * from the Host a request came with: a page built from the mock at one address and a browser
 * asking it at another see the same `src`.
 */
let mock: MockHttpServer | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

/** GET /api/public/products over a raw socket, with the Host header a proxy or browser sends. */
function firstImage(server: MockHttpServer, host: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path: '/api/public/products?pageSize=1', headers: { host } },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => {
          const page = JSON.parse(body) as { content: { image: string }[] };
          resolve(page.content[0]!.image);
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('the mock server: picture URLs of GET /public/products', () => {
  it('start with its own address by default, whatever Host the request names', async () => {
    mock = await startMockHttpServer({ port: 0 });
    const name = encodeURIComponent(db().products[0]!.image);
    const first = await firstImage(mock, 'shop.example:8443');
    const second = await firstImage(mock, 'localhost:4173');
    expect(first).toBe(`${mock.url}/api/images/${name}`);
    expect(second).toBe(first);
  });

  it('start with the configured base (imageBaseUrl), whatever Host the request names', async () => {
    mock = await startMockHttpServer({ port: 0, imageBaseUrl: '/api/images/' });
    const image = await firstImage(mock, 'shop.example');
    expect(image).toMatch(/^\/api\/images\/[^/]+$/);
    expect(await firstImage(mock, 'localhost:4173')).toBe(image);
  });
});
