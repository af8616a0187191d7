import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { useScenario } from '../../mocks/node';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { callApi, signIn } from '../helpers/mock-api';
import { client, expectMasked, MASKED_401, type Json } from './quirks-client';

/**
 * Reviews are an extension built ahead of the backend (docs/contract-changes.md): the real server
 * (quirks mode) and the course server have no such calls and send no ratings, so the app hides
 * them there (src/features/reviews).
 */
const READS = ['/public/products/1/reviews', '/products/1/reviews/mine', '/admin/reviews'];

describe('course-server scenario (in-process mock): no reviews', () => {
  beforeEach(() => useScenario('course-server'));

  it('answers every reviews call with the masked 401 while the session holds, and sends no rating', async () => {
    await signIn('admin');
    for (const path of READS) {
      await expectMasked(await callApi(path), path);
    }
    const write = await callApi('/products/1/reviews', {
      method: 'POST',
      json: { rating: 5, title: 'Good', text: 'Good' },
    });
    expect(await write.json()).toEqual(MASKED_401);
    const page = (await (await callApi('/public/products?pageSize=5')).json()) as {
      content: Json[];
    };
    expect(page.content.length).toBe(5);
    expect(page.content.some((p) => 'rating' in p)).toBe(false);
    const filtered = (await (await callApi('/public/products?pageSize=5&facets=true')).json()) as {
      content: Json[];
    };
    expect('facets' in filtered).toBe(false);
    expect(filtered.content.some((p) => 'rating' in p)).toBe(false);
    expect((await callApi('/auth/user')).status).toBe(200);
  });

  it('answers a signed-out visitor’s public read with the masked 401', async () => {
    const response = await callApi('/public/products/1/reviews');
    expect(await response.json()).toEqual(MASKED_401);
  });
});

describe('quirks mode over HTTP: no reviews', () => {
  let mock: MockHttpServer;
  beforeAll(async () => {
    mock = await startMockHttpServer({ port: 0, quirks: true });
  });
  afterAll(() => mock?.close());
  beforeEach(() => resetDatabase());

  it('answers reviews calls as Spring without a mapping, and products carry no rating', async () => {
    const visitor = client(() => mock.url);
    await expectMasked(await visitor.call('/public/products/1/reviews'));
    const mine = await visitor.call('/products/1/reviews/mine');
    expect(mine.status).toBe(401);
    expect(((await mine.json()) as Json).path).toBe('/api/products/1/reviews/mine');
    const page = (await (await visitor.call('/public/products?pageSize=5')).json()) as {
      content: Json[];
    };
    expect(page.content.some((p) => 'rating' in p)).toBe(false);
    const admin = client(() => mock.url);
    await admin.signIn('admin', 'adminPass');
    for (const path of READS) await expectMasked(await admin.call(path));
  });
});
