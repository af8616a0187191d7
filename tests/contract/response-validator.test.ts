import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../scripts/contract/openapi/response-validator';

/**
 * The real server labels its plain-text answers application/json when the request's Accept lists
 * JSON first, and sends the text raw: accepted where the contract's schema is a string, and only
 * there.
 */
const answer = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('the response validator and raw text under application/json', () => {
  it('accepts raw unquoted text where the schema is a string', async () => {
    const remove = new Request('http://x/api/carts/3/product/5', { method: 'DELETE' });
    expect(
      (await checkResponse(remove, answer('Product X removed from the cart !!!'))).problems,
    ).toEqual([]);
    const secret = new Request('http://x/api/order/stripe-client-secret', { method: 'POST' });
    expect((await checkResponse(secret, answer('pi_abc_secret_def', 201))).problems).toEqual([]);
  });

  it('still rejects it where the schema is not a string, or the text breaks the string schema', async () => {
    const products = new Request('http://x/api/public/products', { method: 'GET' });
    expect((await checkResponse(products, answer('not json'))).problems).toEqual([
      'GET /api/public/products: body is not JSON',
    ]);
    const secret = new Request('http://x/api/order/stripe-client-secret', { method: 'POST' });
    expect((await checkResponse(secret, answer('not a secret', 201))).problems).toEqual([
      'POST /api/order/stripe-client-secret: body is not JSON',
    ]);
  });

  it('accepts the masked 401 as the 401 of any operation that declares one', async () => {
    const body = JSON.stringify({
      path: '/error',
      error: 'Unauthorized',
      message: 'Full authentication is required to access this resource',
      status: 401,
    });
    for (const [method, path] of [
      ['GET', '/api/public/products'],
      ['POST', '/api/public/categories'],
      ['POST', '/api/auth/signup'],
    ])
      expect(
        (await checkResponse(new Request(`http://x${path}`, { method }), answer(body, 401)))
          .problems,
      ).toEqual([]);
  });
});
