import { expect, test } from '../e2e/support/mock-backend';

/**
 * The edge worker's cache (src/server/worker.ts: the runtime's Cache API, in workerd): the HTTP
 * config's project `http-edge` only, whose worker keeps pages for the default `s-maxage`.
 */

test('two visitors get the same product page, byte for byte, with the same policy', async ({
  playwright,
  baseURL,
}) => {
  const visit = async () => {
    // Two people: no cookie or cache of one reaches the other.
    const visitor = await playwright.request.newContext({ baseURL });
    const answer = await visitor.get('/products/12', { headers: { Accept: 'text/html' } });
    const seen = {
      status: answer.status(),
      policy: answer.headers()['content-security-policy'],
      body: await answer.text(),
      // Set by the runtime's cache on a page it kept.
      cache: answer.headers()['cf-cache-status'],
    };
    await visitor.dispose();
    return seen;
  };
  const first = await visit();
  expect(first.status).toBe(200);
  expect(first.policy).toMatch(/script-src 'self' 'sha256-/);
  expect(first.cache).toBeUndefined();
  // Kept by the runtime's cache once the worker has put it (after its first answer).
  await expect.poll(async () => (await visit()).cache).toBe('HIT');
  expect(await visit()).toEqual({ ...first, cache: 'HIT' });
});

test('a flood of unknown ids is answered 404 and kept nowhere', async ({ request }) => {
  for (let id = 900_001; id <= 900_020; id++) {
    const answer = await request.get(`/products/${id}`, { headers: { Accept: 'text/html' } });
    expect(answer.status()).toBe(404);
    expect(answer.headers()['cf-cache-status'], `/products/${id}`).toBeUndefined();
  }
  // Asked again: still not from the cache.
  const again = await request.get('/products/900001', { headers: { Accept: 'text/html' } });
  expect(again.status()).toBe(404);
  expect(again.headers()['cf-cache-status']).toBeUndefined();
});

test('misses asked at once are each rendered and answered', async ({ request }) => {
  // workerd cancels a request that waits on work another request started (a shared render slot,
  // a shared call to the API): such a worker answered its first burst of misses with 500s and
  // then nothing at all (src/server/work-under-way.ts).
  const ids = Array.from({ length: 16 }, (_, i) => 101 + i);
  const answers = await Promise.all(
    ids.map((id) => request.get(`/products/${id}`, { headers: { Accept: 'text/html' } })),
  );
  expect(answers.map((answer) => answer.status())).toEqual(ids.map(() => 200));
  // Each the page of its own product.
  for (const [i, answer] of answers.entries())
    expect(await answer.text()).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*/products/${ids[i]}"`),
    );
});
