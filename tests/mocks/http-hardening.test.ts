import { request as httpRequest } from 'node:http';
import { bypass, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDatabase } from '../../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { client, expectMasked, type Json } from './quirks-client';

/**
 * The mock HTTP server (`npm run mock:server`) as a careful server: CORS for the configured
 * origins only, JSON bodies only as application/json, body limits enforced while reading, 405
 * with Allow, a generic 500, control endpoints only with --control and only by POST, a throttle
 * per client; and quirks mode keeping the real server's trust (it oversells).
 */
let mock: MockHttpServer;
const base = () => mock.url;

beforeAll(async () => {
  mock = await startMockHttpServer({
    port: 0,
    control: true,
    allowedOrigins: ['http://localhost:4180'],
    extraHandlers: [
      mswHttp.get('*/api/__test/crash', () => {
        throw new Error('secret internals at /srv/app/Handler.java:42');
      }),
    ],
  });
});
afterAll(() => mock?.close());
beforeEach(() => {
  resetDatabase();
  mock.setQuirks(false);
});
afterEach(() => vi.restoreAllMocks());

const call = (path: string, init: RequestInit = {}) =>
  fetch(bypass(new Request(`${base()}${path}`, { redirect: 'manual', ...init })));

/** A raw request over a socket, with a chunked body of `size` bytes sent in 64 KB pieces. */
function chunked(path: string, size: number, contentType: string, method = 'POST') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(`${base()}${path}`);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.setHeader('content-type', contentType);
    req.on('error', reject);
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    // The server answers and closes before the body is through: no error for the rest.
    req.on('error', () => undefined);
    write();
  });
}

describe('CORS for the configured origins only (plain mode too)', () => {
  it('gives an allowed origin credentials and refuses any other with 403', async () => {
    const ok = await call('/api/public/categories', {
      headers: { Origin: 'http://localhost:4180' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:4180');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    for (const origin of ['http://evil.test', 'http://localhost:5173', 'null']) {
      const refused = await call('/api/public/categories', { headers: { Origin: origin } });
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Invalid CORS request', status: false });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await call('/api/auth/signin', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    // A form post from another site cannot reset the server either.
    const reset = await call('/__mock/reset', {
      method: 'POST',
      headers: { Origin: 'http://evil.test' },
    });
    expect(reset.status).toBe(403);
  });

  it('serves callers without an Origin (server-side scripts, same-origin GETs)', async () => {
    expect((await call('/api/public/categories')).status).toBe(200);
  });
});

describe('request bodies', () => {
  it('takes JSON only as application/json (415 otherwise), multipart only for the upload', async () => {
    const body = JSON.stringify({ username: 'user1', password: 'password1' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await call('/api/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
      expect(answer.status, type).toBe(415);
      expect(await answer.json()).toEqual({
        message: 'Content-Type must be application/json',
        status: false,
      });
    }
    const json = await call('/api/auth/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body,
    });
    expect(json.status).toBe(200);
    const upload = await call('/api/products/1/image', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(upload.status).toBe(415);
    expect(await upload.json()).toEqual({
      message: 'Content-Type must be multipart/form-data',
      status: false,
    });
  });

  // The server answers 413 and closes while the client is still writing: on a busy machine the
  // client may see the reset before it has read the answer. Tried again rather than flaking.
  it(
    'refuses a JSON body over 1 MB with 413, by its length or while it streams',
    { retry: 2 },
    async () => {
      const big = JSON.stringify({ username: 'u'.repeat(1024 * 1024), password: 'x' });
      const answer = await call('/api/auth/signin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: big,
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({
        message: 'The request body must be at most 1 MB',
        status: false,
      });
      // No Content-Length: counted while it arrives; 200 MB are never read to the end.
      const streamed = await chunked('/api/auth/signin', 200 * 1024 * 1024, 'application/json');
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body)).toMatchObject({ status: false });
      // The server is still there.
      expect((await call('/api/public/categories')).status).toBe(200);
    },
  );

  it(
    'takes an upload body up to 2 MB and refuses a bigger one with 413',
    { retry: 2 },
    async () => {
      const streamed = await chunked(
        '/api/products/1/image',
        3 * 1024 * 1024,
        'multipart/form-data; boundary=b',
        'PUT',
      );
      expect(streamed.status).toBe(413);
      expect(JSON.parse(streamed.body)).toEqual({
        message: 'The request body must be at most 2 MB',
        status: false,
      });
    },
  );
});

describe('paths and methods', () => {
  it('answers a wrong method on a known path with 405 and Allow, an unknown path with 404', async () => {
    const wrong = await call('/api/public/products', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(await wrong.json()).toEqual({ message: 'Method DELETE not allowed', status: false });
    const signin = await call('/api/auth/signin', { method: 'GET' });
    expect(signin.status).toBe(405);
    expect(signin.headers.get('allow')).toBe('POST');
    const image = await call('/images/a.png', { method: 'PUT' });
    expect(image.status).toBe(405);
    expect(image.headers.get('allow')).toBe('GET, HEAD');
    expect((await call('/api/nowhere')).status).toBe(404);
    const head = await call('/api/public/categories', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('never reads a malformed path id as a number', async () => {
    const admin = client(base);
    await admin.signIn('admin', 'adminPass');
    const id = db().products[4]!.productId;
    for (const raw of [`0x${id.toString(16)}`, `${id}.0`, '1e3', `%20${id}`]) {
      const answer = await admin.call(`/admin/products/${raw}`, { method: 'DELETE' });
      expect(answer.status, raw).toBe(404);
    }
    expect(db().products.some((p) => p.productId === id)).toBe(true);
  });

  it('answers a crash with a generic 500 and logs the details instead', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await call('/api/__test/crash');
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      path: '/api/__test/crash',
    });
    expect(text).not.toContain('secret');
    expect(log).toHaveBeenCalled();
    expect(String(log.mock.calls[0]!.join(' '))).toContain('/api/__test/crash');
  });

  it('serves no prototype key as an image at /images/ and /api/images/', async () => {
    for (const path of ['/images/__proto__', '/api/images/__proto__', '/images/constructor']) {
      const answer = await call(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toMatch(/at .*\.ts/);
    }
  });

  it('serves every image with its sniffed type, nosniff and a sandboxing CSP, in both modes', async () => {
    db().images['up.png'] = { contentType: 'text/html', data: btoa('GIF89a-really-a-gif') };
    for (const quirks of [false, true]) {
      mock.setQuirks(quirks);
      for (const path of ['/images/up.png', '/api/images/up.png']) {
        const answer = await call(path);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/gif');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      }
    }
  });
});

describe('security headers', () => {
  it('every answer says nosniff, no framing, a strict referrer and a policy that runs nothing', async () => {
    for (const path of ['/api/public/products?pageSize=1', '/api/auth/user', '/api/no/such/path']) {
      const answer = await call(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('the control endpoints', () => {
  it('take POST only, with 405 and Allow otherwise', async () => {
    for (const path of ['/__mock/reset', '/__mock/scenario?name=none', '/__mock/quirks?on=0']) {
      const get = await call(path);
      expect(get.status, path).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      expect((await call(path, { method: 'POST' })).status, path).toBe(200);
    }
  });

  it('do not exist without control: true (--control / MOCK_CONTROL=1)', async () => {
    const plain = await startMockHttpServer({ port: 0 });
    try {
      for (const path of ['/__mock/reset', '/__mock/quirks?on=1']) {
        const answer = await fetch(bypass(new Request(`${plain.url}${path}`, { method: 'POST' })));
        expect(answer.status, path).toBe(404);
      }
      // Still plain mode: the control call did nothing.
      const products = await fetch(
        bypass(new Request(`${plain.url}/api/public/products?pageSize=1`)),
      );
      expect(((await products.json()) as { content: Json[] }).content[0]).toHaveProperty(
        'soldQuantity',
      );
    } finally {
      await plain.close();
    }
  });

  it('cannot be reached by a header either: the mode header of a caller is ignored', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const product = db().products.find((p) => p.active && p.quantity > 0 && p.quantity < 100)!;
    const answer = await shopper.call('/cart/create', {
      method: 'POST',
      json: [{ productId: product.productId, quantity: product.quantity + 1 }],
      headers: { 'X-Mock-Quirks': '1' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('the sign-in throttle per client', () => {
  it('answers 429 to every username from a client after 5 failures, with Retry-After', async () => {
    const anyone = client(base, { contract: false });
    for (const name of ['ann', 'bob', 'cyd', 'dan', 'eve']) {
      const failed = await anyone.call('/auth/signin', {
        method: 'POST',
        json: { username: name, password: 'guess' },
      });
      expect(failed.status).toBe(404);
    }
    const blocked = await anyone.call('/auth/signin', {
      method: 'POST',
      json: { username: 'admin', password: 'adminPass' },
    });
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({
      message: `Too many sign-in attempts. Try again in ${seconds} seconds.`,
      status: false,
    });
  });

  it('is not the real server: quirks mode never throttles', async () => {
    mock.setQuirks(true);
    const anyone = client(base);
    for (let i = 0; i < 8; i++) {
      const failed = await anyone.call('/auth/signin', {
        method: 'POST',
        json: { username: 'user1', password: 'guess' },
      });
      expect(failed.status).toBe(404);
    }
    await anyone.signIn('user1', 'password1');
  });
});

describe('quirks mode keeps the real server’s trust', () => {
  const address = (username: string) => {
    const user = db().users.find((u) => u.username === username)!;
    return db().addresses.find((a) => a.userId === user.id)!.addressId;
  };
  const order = (shopper: ReturnType<typeof client>, addressId: number) =>
    shopper.call('/order/users/payment/card', {
      method: 'POST',
      json: {
        addressId,
        pgName: 'Stripe',
        pgPaymentId: 'pi_trusted',
        pgStatus: 'succeeded',
        pgResponseMessage: 'ok',
      },
    });

  const signedInShopper = async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    return shopper;
  };
  /** A cart asking for the product's whole stock and three more, in two lines. */
  const createCartOverStock = (
    shopper: ReturnType<typeof client>,
    product: { productId: number; quantity: number },
  ) =>
    shopper.call('/cart/create', {
      method: 'POST',
      json: [
        { productId: product.productId, quantity: product.quantity },
        { productId: product.productId, quantity: 3 },
      ],
    });

  it('oversells: a cart over the stock is taken, the order placed, the stock goes negative', async () => {
    mock.setQuirks(true);
    const product = db().products.find((p) => p.quantity >= 2 && p.quantity < 100)!;
    const shopper = await signedInShopper();
    const cart = await createCartOverStock(shopper, product);
    expect(cart.status).toBe(201);
    const placed = await order(shopper, address('user1'));
    expect(placed.status).toBe(201);
    expect(product.quantity).toBe(-3);
  });

  it('while plain mode refuses the same cart, and re-checks the stock at order placement', async () => {
    const product = db().products.find((p) => p.active && p.quantity >= 2 && p.quantity < 100)!;
    const stock = product.quantity;
    const shopper = await signedInShopper();
    const over = await createCartOverStock(shopper, product);
    expect(over.status).toBe(400);
    expect(
      (
        await shopper.call('/cart/create', {
          method: 'POST',
          json: [{ productId: product.productId, quantity: stock }],
        })
      ).status,
    ).toBe(201);
    product.quantity = stock - 1; // another order took one
    const refused = await order(shopper, address('user1'));
    expect(refused.status).toBe(400);
    expect(product.quantity).toBe(stock - 1);
  });

  it('still answers a malformed id with the masked 401 in quirks mode', async () => {
    mock.setQuirks(true);
    const admin = client(base);
    await admin.signIn('admin', 'adminPass');
    const id = db().categories[0]!.categoryId;
    await expectMasked(await admin.call(`/admin/categories/${id}.0`, { method: 'DELETE' }));
    expect(db().categories.some((c) => c.categoryId === id)).toBe(true);
  });
});
