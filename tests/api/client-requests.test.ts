import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '../../mocks/node';
import { api, call, createApiClient } from '@/api/client';
import { rememberAuthToken, setBearerMode, tokenFromStored } from '@/api/auth-storage';
import { resolveApiBaseUrl } from '@/api/config';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyMSJ9.c2lnbmF0dXJl';
const USER = { id: 1, username: 'user1', roles: ['ROLE_USER'] };
const emptyPage = {
  content: [],
  pageNumber: 0,
  pageSize: 12,
  totalElements: 0,
  totalPages: 0,
  lastPage: true,
};

/** Answers GET /public/products and hands back the request the server saw. */
function captureProductsRequest(): () => Request {
  let seen: Request | undefined;
  server.use(
    http.get('*/api/public/products', ({ request }) => {
      seen = request;
      return HttpResponse.json(emptyPage);
    }),
  );
  return () => {
    if (!seen) throw new Error('the request never reached the server');
    return seen;
  };
}

describe('what every request carries', () => {
  afterEach(() => setBearerMode(false));

  test('it goes to the absolute /api base and includes credentials (the session cookie)', async () => {
    const seen = captureProductsRequest();
    await call(api.GET('/public/products', { params: { query: { pageNumber: 0, pageSize: 12 } } }));
    const url = new URL(seen().url);
    expect(url.origin).toBe(globalThis.location.origin);
    expect(url.pathname).toBe('/api/public/products');
    expect(url.searchParams.get('pageSize')).toBe('12');
    expect(seen().credentials).toBe('include');
  });

  test('without a stored token no Authorization header is sent', async () => {
    const seen = captureProductsRequest();
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBeNull();
  });

  test('cookie mode (the default): a token an older build stored is removed, never sent', async () => {
    localStorage.setItem('authToken', JWT);
    rememberAuthToken(JWT);
    const seen = captureProductsRequest();
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  test('bearer mode: a token stored as plain text under authToken is sent as a bearer', async () => {
    setBearerMode(true);
    localStorage.setItem('authToken', JWT);
    const seen = captureProductsRequest();
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBe(`Bearer ${JWT}`);
  });

  test('bearer mode: a JSON-encoded token under the legacy key token is sent as a bearer', async () => {
    setBearerMode(true);
    localStorage.setItem('token', JSON.stringify(JWT));
    const seen = captureProductsRequest();
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBe(`Bearer ${JWT}`);
  });

  test('bearer mode: a Set-Cookie string (the real jwtToken) is sent as its bare jwt', async () => {
    setBearerMode(true);
    localStorage.setItem(
      'authToken',
      JSON.stringify(`springBootEcom=${JWT}; Path=/api; Max-Age=86400; HttpOnly`),
    );
    const seen = captureProductsRequest();
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBe(`Bearer ${JWT}`);
  });

  test('bearer mode: the token is read at request time, so signing in affects the next call', async () => {
    setBearerMode(true);
    const seen = captureProductsRequest();
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBeNull();
    rememberAuthToken(JWT);
    await call(api.GET('/public/products'));
    expect(seen().headers.get('Authorization')).toBe(`Bearer ${JWT}`);
  });

  test('a JSON body is sent as application/json', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post('*/api/auth/signin', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        body = await request.json();
        return HttpResponse.json(USER);
      }),
    );
    await call(api.POST('/auth/signin', { body: { username: 'user1', password: 'password1' } }));
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({ username: 'user1', password: 'password1' });
  });

  test('a FormData upload keeps its multipart content type', async () => {
    let contentType: string | null = null;
    let imagePart: string | undefined;
    server.use(
      http.put('*/api/products/:productId/image', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        const image = (await request.formData()).get('image');
        // jsdom's File loses its name inside undici's FormData: check that a file part arrived.
        imagePart = typeof image === 'object' && image !== null ? 'file' : String(image);
        return HttpResponse.json({ productId: 1, productName: 'Phone', price: 10, image: 'a.png' });
      }),
    );
    const form = new FormData();
    form.append('image', new File(['png'], 'phone.png', { type: 'image/png' }));
    await call(
      api.PUT('/products/{productId}/image', {
        params: { path: { productId: 1 } },
        // The generated type is the JSON view of the multipart body; the wire body is FormData.
        body: form as unknown as { image: string },
        bodySerializer: (value) => value as unknown as FormData,
      }),
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(imagePart).toBe('file');
  });

  test('a storage that throws does not stop the call; it just goes without a token', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      const seen = captureProductsRequest();
      await expect(call(api.GET('/public/products'))).resolves.toEqual(emptyPage);
      expect(seen().headers.get('Authorization')).toBeNull();
    } finally {
      getItem.mockRestore();
    }
  });

  test('a client created with its own token source and base URL uses them', async () => {
    const seen = captureProductsRequest();
    const client = createApiClient({ baseUrl: 'http://shop.test/api', readToken: () => 'abc' });
    await call(client.GET('/public/products'));
    expect(seen().url).toBe('http://shop.test/api/public/products');
    expect(seen().headers.get('Authorization')).toBe('Bearer abc');
  });
});

describe('tokenFromStored', () => {
  test('takes a bare jwt as it is, the value of a cookie string, and nothing from blanks', () => {
    expect(tokenFromStored(JWT)).toBe(JWT);
    expect(tokenFromStored(`springBootEcom=${JWT}; Path=/api; Max-Age=86400`)).toBe(JWT);
    expect(tokenFromStored(`Bearer ${JWT}`)).toBe(JWT);
    expect(tokenFromStored('springBootEcom=; Path=/api; Max-Age=0')).toBeNull();
    expect(tokenFromStored('  ')).toBeNull();
    expect(tokenFromStored(null)).toBeNull();
  });
});

describe('resolveApiBaseUrl', () => {
  test('a relative base is made absolute against the page origin; an absolute one is kept', () => {
    expect(resolveApiBaseUrl(undefined, 'http://localhost:5173')).toBe('http://localhost:5173/api');
    expect(resolveApiBaseUrl('/shop/api/', 'https://shop.example')).toBe(
      'https://shop.example/shop/api',
    );
    expect(resolveApiBaseUrl('https://api.example/api', 'http://localhost:5173')).toBe(
      'https://api.example/api',
    );
    expect(resolveApiBaseUrl('', 'null')).toBe('http://localhost/api');
  });
});
