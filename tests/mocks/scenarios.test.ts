import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../mocks/node';
import { scenarioHandlers, scenarioNames } from '../../mocks/scenarios';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { callApi, signIn } from '../helpers/mock-api';

describe('named failure scenarios layered over the mock backend', () => {
  it('offers every scenario the app and tests need', () => {
    expect(scenarioNames).toEqual(
      expect.arrayContaining([
        'unauthorized',
        'forbidden',
        'server-error',
        'network-error',
        'malformed-json',
        'slow',
        'empty',
        'alternative-spellings',
        'admin-fallback',
      ]),
    );
  });

  it("fail API calls only, never the dev server's source modules that sit in an api/ folder", async () => {
    const origin = 'http://localhost:5173';
    for (const name of ['server-error', 'network-error', 'malformed-json'] as const) {
      const handlers = scenarioHandlers(name);
      const api = await getResponse(handlers, new Request(`${origin}/api/public/products`));
      expect(api, `${name} answers an API call`).toBeDefined();
      const module = new Request(`${origin}/src/features/addresses/api/get-addresses.ts`);
      expect(await getResponse(handlers, module), `${name} leaves a module alone`).toBeUndefined();
    }
  });

  it('unauthorized: a signed-in call answers 401 with the real body, sign-in still works', async () => {
    useScenario('unauthorized');
    await signIn('user1');
    const response = await callApi('/users/addresses');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      path: '/api/users/addresses',
    });
  });

  it('forbidden: an admin call answers 403 even for the admin', async () => {
    await signIn('admin');
    useScenario('forbidden');
    expect((await callApi('/admin/users')).status).toBe(403);
  });

  it("server-error: every call answers 500 with Spring's body", async () => {
    useScenario('server-error');
    const response = await callApi('/public/products');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 500, error: 'Internal Server Error' });
  });

  it('network-error: the call fails as if the server were unreachable', async () => {
    useScenario('network-error');
    await expect(callApi('/public/products')).rejects.toThrow(TypeError);
  });

  it('malformed-json: every call answers 200 as JSON with a body that does not parse', async () => {
    allowOffContractResponses();
    useScenario('malformed-json');
    for (const path of ['/public/products', '/public/categories', '/admin/users', '/auth/user']) {
      const response = await callApi(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await response.text();
      expect(text.length).toBeGreaterThan(0);
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
    }
  });

  it('empty: no products and the real 400 for an empty category table', async () => {
    useScenario('empty');
    expect(await (await callApi('/public/products?pageSize=12')).json()).toMatchObject({
      content: [],
      totalElements: 0,
    });
    const categories = await callApi('/public/categories');
    expect(categories.status).toBe(400);
    expect(await categories.json()).toEqual({
      message: 'No category created till now.',
      status: false,
    });
  });

  it('alternative-spellings: plain arrays with id/name, building/zipCode', async () => {
    useScenario('alternative-spellings');
    const products = await (await callApi('/public/products?pageSize=5')).json();
    expect(Array.isArray(products)).toBe(true);
    expect(products[0]).toHaveProperty('id');
    expect(products[0]).toHaveProperty('name');
    expect(products[0]).not.toHaveProperty('productId');
    await signIn('user1');
    const addresses = await (await callApi('/users/addresses')).json();
    expect(addresses[0]).toHaveProperty('zipCode');
    expect(addresses[0]).toHaveProperty('building');
  });

  it('admin-fallback: the user, product and category lists answer 500', async () => {
    await signIn('admin');
    useScenario('admin-fallback');
    for (const path of ['/admin/users', '/public/products', '/public/categories'])
      expect((await callApi(path)).status).toBe(500);
    expect((await callApi('/admin/statistics')).status).toBe(200);
  });
});
