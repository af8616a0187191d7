import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '../../mocks/node';
import { api, call } from '@/api/client';
import { ApiError, isApiError, toApiError } from '@/api/errors';
import { errorText, messageOr } from '@/components/error-text';
import { setUnauthorizedHooks } from '@/api/unauthorized';
import { allowOffContractResponses } from '../contract/contract-recorder';

/** Runs the call and returns the ApiError it must reject with. */
async function rejection(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('the call resolved, an ApiError was expected');
}

const getProducts = () => call(api.GET('/public/products'));

let restoreHooks: () => void;
beforeEach(() => {
  // No test here may navigate the jsdom window; 401s are covered in unauthorized.test.ts.
  restoreHooks = setUnauthorizedHooks({ navigate: vi.fn(), warn: vi.fn() });
});
afterEach(() => restoreHooks());

describe('error bodies of the real backend become one readable ApiError', () => {
  test('{message, status: false} gives its message', async () => {
    server.use(
      http.get('*/api/public/products', () =>
        HttpResponse.json(
          { message: 'Category with the name Phones already exists !!!', status: false },
          { status: 400 },
        ),
      ),
    );
    const error = await rejection(getProducts());
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Category with the name Phones already exists !!!',
      serverMessage: 'Category with the name Phones already exists !!!',
      fieldErrors: {},
      path: '/api/public/products',
    });
  });

  test('the bean-validation field map gives fieldErrors and the first field message', async () => {
    server.use(
      http.post('*/api/auth/signup', () =>
        HttpResponse.json(
          {
            password: 'size must be between 6 and 40',
            email: 'must be a well-formed email address',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await rejection(
      call(api.POST('/auth/signup', { body: { username: 'ann', email: 'x', password: '1' } })),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('size must be between 6 and 40');
    expect(error.fieldErrors).toEqual({
      password: 'size must be between 6 and 40',
      email: 'must be a well-formed email address',
    });
  });

  test("Spring's 401 body gives its message", async () => {
    server.use(
      http.get('*/api/carts/users/cart', () =>
        HttpResponse.json(
          {
            status: 401,
            error: 'Unauthorized',
            message: 'Full authentication is required to access this resource',
            path: '/api/carts/users/cart',
          },
          { status: 401 },
        ),
      ),
    );
    const error = await rejection(call(api.GET('/carts/users/cart')));
    expect(error).toMatchObject({
      status: 401,
      message: 'Full authentication is required to access this resource',
      fieldErrors: {},
    });
  });

  test("Spring's 500 body with its message hidden falls back to its error text", async () => {
    server.use(
      http.get('*/api/public/products', () =>
        HttpResponse.json(
          {
            timestamp: '2024-05-01T10:00:00.000+00:00',
            status: 500,
            error: 'Internal Server Error',
            message: '',
            path: '/api/public/products',
          },
          { status: 500 },
        ),
      ),
    );
    const error = await rejection(getProducts());
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
    expect(error.fieldErrors).toEqual({});
  });

  test('a plain-text body is the message', async () => {
    allowOffContractResponses();
    server.use(
      http.get(
        '*/api/public/categories',
        () => new HttpResponse('No category created till now.', { status: 400 }),
      ),
    );
    const error = await rejection(call(api.GET('/public/categories')));
    expect(error.message).toBe('No category created till now.');
    expect(error.body).toBe('No category created till now.');
  });

  test('an HTML error page never reaches the message: the status text does', async () => {
    allowOffContractResponses();
    server.use(
      http.get('*/api/public/products', () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
          status: 502,
        }),
      ),
    );
    const error = await rejection(getProducts());
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.message).not.toContain('<');
    expect(error.serverMessage).toBeUndefined();
  });

  test('an empty body gives the status text (403 has no defined body)', async () => {
    server.use(http.get('*/api/admin/users', () => new HttpResponse(null, { status: 403 })));
    const error = await rejection(call(api.GET('/admin/users')));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: 'Forbidden' });
    expect(error.serverMessage).toBeUndefined();
  });

  test('an unreadable body with an unknown status gives the default message', async () => {
    allowOffContractResponses();
    server.use(
      http.get(
        '*/api/public/products',
        () => new HttpResponse('', { status: 599, statusText: '' }),
      ),
    );
    const error = await rejection(getProducts());
    expect(errorText(error)).toBe('An error occurred');
  });

  test('a network failure is an ApiError of kind network with status 0', async () => {
    server.use(http.get('*/api/public/products', () => HttpResponse.error()));
    const error = await rejection(getProducts());
    expect(error).toMatchObject({ kind: 'network', status: 0, path: '/api/public/products' });
    expect(errorText(error)).toBe('Network error: the server could not be reached');
  });

  test('the raw client rejects too, so no caller ever sees an { error } result', async () => {
    server.use(
      http.get('*/api/admin/users/:userId', () =>
        HttpResponse.json({ message: 'User not found', status: false }, { status: 404 }),
      ),
    );
    await expect(
      api.GET('/admin/users/{userId}', { params: { path: { userId: 9 } } }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('success answers', () => {
  test('a plain-text success answer resolves with the text', async () => {
    server.use(
      http.post('*/api/cart/create', () =>
        HttpResponse.text('Cart created/updated with the new items successfully', { status: 201 }),
      ),
    );
    const text = await call(api.POST('/cart/create', { body: [{ productId: 1, quantity: 2 }] }));
    expect(text).toBe('Cart created/updated with the new items successfully');
  });

  test('the client secret arrives as text or as JSON, as the contract allows', async () => {
    const body = { amount: 1999, currency: 'usd' as const };
    server.use(
      http.post('*/api/order/stripe-client-secret', () =>
        HttpResponse.text('pi_123_secret_abc', { status: 201 }),
      ),
    );
    expect(await call(api.POST('/order/stripe-client-secret', { body }))).toBe('pi_123_secret_abc');
    server.use(
      http.post('*/api/order/stripe-client-secret', () =>
        HttpResponse.json({ clientSecret: 'pi_456_secret_def' }, { status: 201 }),
      ),
    );
    expect(await call(api.POST('/order/stripe-client-secret', { body }))).toEqual({
      clientSecret: 'pi_456_secret_def',
    });
  });

  test('an HTML page answered with 200 (a misrouted proxy) is a parse error, not data', async () => {
    allowOffContractResponses();
    server.use(
      http.get('*/api/public/products', () =>
        HttpResponse.html('<!doctype html><html><div id="root"></div></html>'),
      ),
    );
    const error = await rejection(getProducts());
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
    expect(error.message).not.toContain('<');
  });
});

describe('toApiError and messageOr', () => {
  test('a fetch TypeError, an AbortError and anything else all become ApiErrors', () => {
    const unreachable = toApiError(new TypeError('Failed to fetch'));
    expect(unreachable).toMatchObject({ kind: 'network', status: 0 });
    expect(errorText(unreachable)).toBe('Network error: the server could not be reached');
    expect(toApiError(new DOMException('The operation was aborted.', 'AbortError'))).toMatchObject({
      kind: 'network',
      status: 0,
      aborted: true,
    });
    expect(toApiError(new SyntaxError('Unexpected token <'))).toMatchObject({ kind: 'parse' });
    expect(errorText(toApiError('boom'))).toBe('An error occurred');
    const original = new ApiError({ kind: 'http', status: 404, message: 'gone' });
    expect(toApiError(original)).toBe(original);
  });

  test("messageOr prefers the server's words and falls back to the screen's text", () => {
    const withMessage = new ApiError({
      kind: 'http',
      status: 404,
      serverMessage: 'Bad credentials',
    });
    const withoutMessage = new ApiError({
      kind: 'http',
      status: 500,
      message: 'Internal Server Error',
    });
    expect(messageOr(withMessage, 'Internal Server Error')).toBe('Bad credentials');
    expect(messageOr(withoutMessage, 'Failed to fetch products')).toBe('Failed to fetch products');
    expect(messageOr(new Error('x'), 'Failed to fetch categories')).toBe(
      'Failed to fetch categories',
    );
  });
});
