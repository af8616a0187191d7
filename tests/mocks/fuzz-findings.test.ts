import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { client, expectMasked, MASKED_401, type Json } from './quirks-client';

/**
 * What Schemathesis found (`npm run contract:fuzz`), one test each: invalid input the mock server
 * accepted, an answer the contract did not describe, a crash quirks mode hid behind its masked
 * 401. Every answer to an /api call here is checked against openapi.yaml (quirks-client).
 */
let mock: MockHttpServer;
const base = () => mock.url;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 });
});
afterAll(() => mock?.close());
beforeEach(() => {
  resetDatabase();
  mock.setQuirks(false);
});
afterEach(() => vi.restoreAllMocks());

const asAdmin = async () => {
  const api = client(base);
  await api.signIn('admin', 'adminPass');
  return api;
};

/** Each path is refused with the 400 of malformed paging. */
async function expectInvalidPaging(api: ReturnType<typeof client>, paths: readonly string[]) {
  for (const path of paths) {
    const answer = await api.call(path);
    expect(answer.status, path).toBe(400);
    expect(await answer.json()).toEqual({ message: 'Invalid paging parameters', status: false });
  }
}

const product = {
  productName: 'Fuzzed lamp',
  description: 'A lamp, fuzzed',
  price: 10,
  quantity: 3,
};

describe('pageSize above the contract maximum (1000)', () => {
  it('is refused with 400 by the careful server on every paged list, admin lists included', async () => {
    const api = await asAdmin();
    await expectInvalidPaging(api, [
      '/public/products?pageSize=1001',
      '/public/products/keyword/a?pageSize=1001',
      '/public/categories?pageSize=1001',
      '/public/categories/1/products?pageSize=1001',
      '/admin/users?pageSize=1001',
      '/admin/orders?pageSize=1001',
    ]);
    expect((await api.call('/public/products?pageSize=1000')).status).toBe(200);
  });

  it('is served by quirks mode, like the real server', async () => {
    mock.setQuirks(true);
    const answer = await client(base).call('/public/products?pageSize=1001');
    expect(answer.status).toBe(200);
  });

  it('answers the admin lists’ 400 as the contract now documents it', async () => {
    // GET /admin/users and /admin/orders answered 400 for bad paging with no 400 in the contract.
    const api = await asAdmin();
    for (const path of ['/admin/users?pageSize=0', '/admin/orders?pageNumber=-1']) {
      const answer = await api.call(path);
      expect(answer.status, path).toBe(400);
    }
  });
});

describe('JSON of the wrong type where the contract names one', () => {
  it('refuses a sign-up whose role is not a list of strings (quirks: the masked 401)', async () => {
    const body = { username: 'fuzzer1', email: 'fuzzer1@example.com', password: 'secret1' };
    const plain = await client(base).call('/auth/signup', {
      method: 'POST',
      json: { ...body, role: [{}] },
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toEqual({ message: 'Malformed JSON request', status: false });
    mock.setQuirks(true);
    await expectMasked(
      await client(base).call('/auth/signup', { method: 'POST', json: { ...body, role: [1] } }),
    );
    expect((await client(base).call('/auth/signup', { method: 'POST', json: body })).status).toBe(
      200,
    );
  });

  it('refuses a product whose active is not true or false (quirks mode ignores the field)', async () => {
    const api = await asAdmin();
    const created = await api.call('/admin/categories/1/product', {
      method: 'POST',
      json: { ...product, active: {} },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({ active: 'must be true or false' });
    const updated = await api.call('/admin/products/1', {
      method: 'PUT',
      json: { ...product, active: 'yes' },
    });
    expect(updated.status).toBe(400);
    // The real server's ProductDTO has no `active`: Jackson ignores it, whatever it holds.
    mock.setQuirks(true);
    const quirks = await asAdmin();
    const accepted = await quirks.call('/admin/categories/1/product', {
      method: 'POST',
      json: { ...product, active: {} },
    });
    expect(accepted.status).toBe(201);
  });

  it('refuses a category whose isActive, description or name is of another type (quirks mode ignores them)', async () => {
    const api = await asAdmin();
    const isActive = await api.call('/public/categories', {
      method: 'POST',
      json: { categoryName: 'Fuzzed things', isActive: {} },
    });
    expect(isActive.status).toBe(400);
    expect(await isActive.json()).toEqual({ isActive: 'must be true or false' });
    const description = await api.call('/public/categories/1', {
      method: 'PUT',
      json: { categoryName: 'Phones and more', description: 7 },
    });
    expect(description.status).toBe(400);
    expect(await description.json()).toEqual({ description: 'Category description must be text' });
    const otherName = { categoryName: 'Phones and more', name: 7 };
    const named = await api.call('/public/categories/1', { method: 'PUT', json: otherName });
    expect(named.status).toBe(400);
    expect(await named.json()).toEqual({ name: 'must be text' });
    // The real server's CategoryDTO reads only categoryName: Jackson ignores the rest.
    mock.setQuirks(true);
    const quirks = await asAdmin();
    const created = await quirks.call('/public/categories', {
      method: 'POST',
      json: { categoryName: 'Fuzzed things', isActive: {}, description: 7, name: 7 },
    });
    expect(created.status).toBe(201);
    const renamed = await quirks.call('/public/categories/1', { method: 'PUT', json: otherName });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Json).categoryName).toBe('Phones and more');
  });

  it('refuses a user whose roles are not Role names or whose active is not a boolean', async () => {
    const user = {
      username: 'fuzzer2',
      email: 'fuzzer2@example.com',
      firstName: 'F',
      lastName: 'Z',
    };
    for (const quirks of [false, true]) {
      mock.setQuirks(quirks);
      resetDatabase();
      const api = await asAdmin();
      for (const extra of [{ roles: ['AAA'] }, { roles: [{}] }, { active: 'no' }]) {
        const created = await api.call('/admin/users', {
          method: 'POST',
          json: { ...user, password: 'secret1', ...extra },
        });
        const updated = await api.call('/admin/users/2', {
          method: 'PUT',
          json: { ...user, ...extra },
        });
        for (const answer of [created, updated]) {
          if (quirks) await expectMasked(answer);
          else {
            expect(answer.status, JSON.stringify(extra)).toBe(400);
            expect(await answer.json()).toEqual({
              message: 'Malformed JSON request',
              status: false,
            });
          }
        }
      }
    }
  });
});

/** A request fetch cannot make (TRACE is a forbidden method there): node:http. */
function trace(path: string) {
  return new Promise<{ status: number; body: Json }>((resolve, reject) => {
    const url = new URL(`${base()}/api${path}`);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'TRACE' },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as Json }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a method fetch cannot represent (quirks mode)', () => {
  it('answers an anonymous TRACE to a protected path with its own 401, without crashing', async () => {
    mock.setQuirks(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await trace('/orders/users')).toEqual({
      status: 401,
      body: { ...MASKED_401, path: '/api/orders/users' },
    });
    expect(await trace('/public/products')).toEqual({ status: 401, body: MASKED_401 });
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('a paging parameter sent twice', () => {
  it('is refused with 400 like a malformed one, not read as its first value', async () => {
    const api = client(base);
    await expectInvalidPaging(api, [
      '/public/categories/1/products?pageSize=&pageSize=x',
      '/public/products?pageSize=5&pageSize=6',
      '/public/categories?pageNumber=0&pageNumber=1',
    ]);
  });
});

describe('a sign-up with role null', () => {
  it('is valid by the contract, as the real server reads null into its Set<String>', async () => {
    // The contract said `role` is an array; the server (both) registers a shopper for null.
    const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
      components: { schemas: Record<string, object> };
    };
    const validate = new Ajv2020({ strict: false }).compile(
      contract.components.schemas.SignupRequest!,
    );
    const body = { username: 'fuzzer3', email: 'fuzzer3@example.com', password: 'secret1' };
    expect(validate({ ...body, role: null }), JSON.stringify(validate.errors)).toBe(true);
    const answer = await client(base).call('/auth/signup', {
      method: 'POST',
      json: { ...body, role: null },
    });
    expect(answer.status).toBe(200);
  });
});

describe('a username outside Latin-1', () => {
  it('signs in (the session token is UTF-8 base64url), in both modes, without crashing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const quirks of [false, true]) {
      mock.setQuirks(quirks);
      resetDatabase();
      const api = client(base);
      const username = quirks ? 'Łukasz用户' : '用户一号';
      const signUp = await api.call('/auth/signup', {
        method: 'POST',
        json: { username, email: `u${Number(quirks)}@example.com`, password: 'secret1' },
      });
      expect(signUp.status).toBe(200);
      const user = await api.signIn(username, 'secret1');
      expect(user.username).toBe(username);
      expect((await api.call('/auth/user')).status).toBe(200);
    }
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('a category with both spellings of its name', () => {
  it('refuses `name` of another type beside a valid categoryName (quirks mode ignores it)', async () => {
    const api = await asAdmin();
    const answer = await api.call('/public/categories', {
      method: 'POST',
      json: { categoryName: 'Fuzzed things', name: { nested: [] } },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ name: 'must be text' });
    const spelledOnce = await api.call('/public/categories', {
      method: 'POST',
      json: { name: 'Fuzzed things' },
    });
    expect(spelledOnce.status).toBe(201);
  });
});
