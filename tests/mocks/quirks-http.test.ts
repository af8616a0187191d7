import { bypass } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { startMockHttpServer } from '../../mocks/server';
import { client, startQuirksServerForFile, VALID_ADDRESS, type Json } from './quirks-client';

/**
 * Quirks mode's HTTP-level behaviours of the real server: plain-text answers labelled by the
 * request's Accept, cookie-only auth, exact-origin CORS, images served outside /api.
 */
const { base } = startQuirksServerForFile();

const JSON_FIRST = 'application/json, text/plain, */*';

describe('quirks mode: plain-text answers negotiated by Accept', () => {
  it('cart create, client secret, cart-item and address delete: text/plain for */*, raw unquoted text as application/json when JSON comes first', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const [p1, p2] = db().products.filter((p) => p.quantity > 2);
    const newAddress = async () =>
      (
        (await (
          await shopper.call('/users/addresses', { method: 'POST', json: VALID_ADDRESS })
        ).json()) as Json
      ).addressId;

    for (const accept of ['*/*', null, JSON_FIRST]) {
      const headers: Record<string, string> = accept ? { Accept: accept } : {};
      const wantJson = accept === JSON_FIRST;
      const answers = [
        await shopper.call('/cart/create', {
          method: 'POST',
          json: [
            { productId: p1!.productId, quantity: 1 },
            { productId: p2!.productId, quantity: 1 },
          ],
          headers,
        }),
        await shopper.call('/order/stripe-client-secret', {
          method: 'POST',
          json: { amount: 500, currency: 'usd' },
          headers,
        }),
      ];
      const cart = (await (await shopper.call('/carts/users/cart')).json()) as Json;
      answers.push(
        await shopper.call(`/carts/${String(cart.cartId)}/product/${p2!.productId}`, {
          method: 'DELETE',
          headers,
        }),
        await shopper.call(`/users/addresses/${String(await newAddress())}`, {
          method: 'DELETE',
          headers,
        }),
      );
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(300);
        expect(answer.headers.get('content-type')).toMatch(
          wantJson ? /^application\/json/ : /^text\/plain/,
        );
        const text = await answer.text();
        expect(text).not.toMatch(/^"/); // raw, not a JSON string
        expect(text.length).toBeGreaterThan(5);
      }
    }
  });
});

describe('quirks mode: cookie-only auth', () => {
  it('ignores Authorization: Bearer and reads only the springBootEcom cookie', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const token = shopper.cookie().replace(/^springBootEcom=/, '');
    const bearer = await fetch(
      bypass(
        new Request(`${base()}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } }),
      ),
    );
    expect(bearer.status).toBe(401);
    const cookie = await shopper.call('/auth/user');
    expect(cookie.status).toBe(200);
    expect(((await cookie.json()) as Json).username).toBe('user1');
  });
});

describe('quirks mode: exact-origin CORS', () => {
  const get = (origin: string, init: RequestInit = {}) =>
    fetch(
      bypass(
        new Request(`${base()}/api/public/categories`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), Origin: origin },
        }),
      ),
    );

  it('gives the default frontend origins credentials and refuses any other with 403', async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost:3000']) {
      const ok = await get(origin);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    }
    // The server's own origin (its Host) is not cross-origin: tests/mocks/http-same-origin.test.ts.
    for (const origin of ['http://localhost:4180', 'http://127.0.0.1:5173']) {
      const refused = await get(origin);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe('Invalid CORS request');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await get('http://evil.test', {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
  });

  it('allows exactly the configured origins (allowedOrigins)', async () => {
    const other = await startMockHttpServer({
      port: 0,
      quirks: true,
      allowedOrigins: ['http://localhost:4180'],
    });
    try {
      const call = (origin: string) =>
        fetch(
          bypass(
            new Request(`${other.url}/api/public/categories`, { headers: { Origin: origin } }),
          ),
        );
      expect((await call('http://localhost:4180')).status).toBe(200);
      expect((await call('http://localhost:5173')).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('the HTTP server: images outside /api', () => {
  it('serves seeded and uploaded images at /images/<name>, but no default.png there', async () => {
    const seeded = db().products.find((p) => p.image !== 'default.png')!.image;
    const raw = client(base);
    const image = await raw.call(`/images/${encodeURIComponent(seeded)}`, { raw: true });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const missing = await raw.call('/images/default.png', { raw: true });
    expect(missing.status).toBe(404);
    // The contract's path still answers, default.png included.
    expect((await raw.call('/images/default.png')).status).toBe(200);

    // The type served is the one of the bytes (a PNG signature), whatever was stored.
    const png = '\x89PNG\r\n\x1a\n';
    db().images['uploaded.png'] = { contentType: 'image/gif', data: btoa(`${png}rest`) };
    const uploaded = await raw.call('/images/uploaded.png', { raw: true });
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('content-type')).toBe('image/png');
    expect(uploaded.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
