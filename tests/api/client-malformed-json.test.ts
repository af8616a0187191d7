import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { server, useScenario } from '../../mocks/node';
import { emptyPage } from '../../mocks/scenarios';
import { api, call } from '@/api/client';
import { isApiError, type ApiError } from '@/api/errors';
import { errorText, messageOr } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { setUnauthorizedHooks } from '@/api/unauthorized';
import { allowOffContractResponses } from '../contract/contract-recorder';

/** Runs the call and returns the ApiError it must reject with (never a SyntaxError). */
async function rejection(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('the call resolved, an ApiError was expected');
}

let restoreHooks: () => void;
beforeEach(() => {
  // The scenario serves off-contract bodies on purpose.
  allowOffContractResponses();
  restoreHooks = setUnauthorizedHooks({ navigate: vi.fn(), warn: vi.fn() });
});
afterEach(() => restoreHooks());

describe('a 200 whose JSON body is cut off (the malformed-json scenario)', () => {
  test('a list call rejects with a parse ApiError that carries the readable message', async () => {
    useScenario('malformed-json');
    const error = await rejection(call(api.GET('/public/products')));
    expect(error).toMatchObject({
      kind: 'parse',
      status: 200,
      path: '/api/public/products',
    });
    expect(errorText(error)).toBe(STOREFRONT_TEXTS.errors.parse);
    expect(error.cause).toBeInstanceOf(SyntaxError);
    // No words from the server: each screen shows its own text ('Failed to fetch products').
    expect(error.serverMessage).toBeUndefined();
    expect(messageOr(error, 'Failed to fetch products')).toBe('Failed to fetch products');
  });

  test('sign-in and a plain-text operation reject the same way', async () => {
    useScenario('malformed-json');
    const calls = [
      call(api.POST('/auth/signin', { body: { username: 'user1', password: 'password1' } })),
      call(api.POST('/order/stripe-client-secret', { body: { amount: 100, currency: 'usd' } })),
    ];
    for (const pending of calls)
      expect(await rejection(pending)).toMatchObject({ kind: 'parse', status: 200 });
  });

  test('the raw client rejects as well, so no caller meets a SyntaxError', async () => {
    useScenario('malformed-json');
    await expect(api.GET('/public/categories')).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'parse',
    });
  });

  test('a cut-off JSON error body never becomes the message: the status text does', async () => {
    server.use(
      http.get(
        '*/api/public/products',
        () =>
          new HttpResponse('{"message":"Produc', {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await rejection(call(api.GET('/public/products')));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Internal Server Error' });
    expect(error.serverMessage).toBeUndefined();
  });

  test('a JSON body that parses is still data', async () => {
    server.use(http.get('*/api/public/categories', () => HttpResponse.json(emptyPage(10))));
    expect(await call(api.GET('/public/categories'))).toMatchObject({ content: [] });
  });
});
