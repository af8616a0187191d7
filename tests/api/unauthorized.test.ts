import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '../../mocks/node';
import { api, call } from '@/api/client';
import { isApiError, isMaskedFailure } from '@/api/errors';
import { errorText } from '@/components/error-text';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { setUnauthorizedHooks } from '@/api/unauthorized';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { maskedUnauthorized } from '../../mocks/responses';

const springUnauthorized = (path: string) =>
  HttpResponse.json(
    {
      status: 401,
      error: 'Unauthorized',
      message: 'Full authentication is required to access this resource',
      path,
    },
    { status: 401 },
  );

// No token: the app keeps none in web storage (an old one is removed on the first call).
const STORED = {
  auth: JSON.stringify({ id: 1, username: 'user1', roles: ['ROLE_USER'] }),
  user: JSON.stringify({ id: 1, username: 'user1', roles: ['ROLE_USER'] }),
  cartItems: JSON.stringify([{ productId: 1, quantity: 2 }]),
  CHECKOUT_ADDRESS: JSON.stringify({ addressId: 3 }),
  'client-secret': JSON.stringify('pi_1_secret_2'),
};

const storedKeys = () => Object.keys(STORED).filter((key) => localStorage.getItem(key) !== null);

const navigate = vi.fn<(to: string) => void>();
const onSessionCleared = vi.fn();
const warn = vi.fn();
let restoreHooks: () => void;

beforeEach(() => {
  for (const [key, value] of Object.entries(STORED)) localStorage.setItem(key, value);
  restoreHooks = setUnauthorizedHooks({ navigate, onSessionCleared, warn });
});
afterEach(() => {
  restoreHooks();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

async function expectRejected(pending: Promise<unknown>, status = 401) {
  const error = await pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isApiError(error) && error.status).toBe(status);
}

describe('a 401 on sign-in or sign-up', () => {
  test('sign-in: clears auth, cart, checkout address and client secret, then goes to /login', async () => {
    window.history.replaceState(null, '', '/checkout');
    server.use(
      http.post('*/api/auth/signin', () =>
        HttpResponse.json({ message: 'Bad credentials', status: false }, { status: 401 }),
      ),
    );
    await expectRejected(
      call(api.POST('/auth/signin', { body: { username: 'user1', password: 'nope' } })),
    );
    expect(storedKeys()).toEqual([]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(onSessionCleared).toHaveBeenCalledWith('signed-out');
  });

  test('sign-up: the same clearing; no navigation when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    allowOffContractResponses(); // the contract lists no 401 for sign-up; the app handles one
    server.use(http.post('*/api/auth/signup', () => springUnauthorized('/api/auth/signup')));
    await expectRejected(
      call(
        api.POST('/auth/signup', {
          body: { username: 'ann', email: 'a@b.com', password: 'secret1' },
        }),
      ),
    );
    expect(storedKeys()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

const currentUser = () => HttpResponse.json({ id: 1, username: 'admin', roles: ['ROLE_ADMIN'] });

async function rejection(pending: Promise<unknown>) {
  return pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
}

describe('a 401 in the admin area', () => {
  test('a confirmed end of the session forgets the user (stored user in both spellings, checkout address, client secret), keeps the cart, and goes to /login', async () => {
    window.history.replaceState(null, '', '/admin/users');
    server.use(
      http.get('*/api/admin/users', () => springUnauthorized('/api/admin/users')),
      http.get('*/api/auth/user', () => springUnauthorized('/api/auth/user')),
    );
    const error = await rejection(call(api.GET('/admin/users')));
    expect(isApiError(error) && error.sessionEnded).toBe(true);
    expect(errorText(error)).toBe(STOREFRONT_TEXTS.errors.sessionEnded);
    expect(storedKeys()).toEqual(['cartItems']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(onSessionCleared).toHaveBeenCalledWith('admin-signed-out');
  });

  test('a masked failure ("path":"/error") keeps the session: no check, no navigation, no server words', async () => {
    window.history.replaceState(null, '', '/admin/categories');
    let checks = 0;
    server.use(
      http.post('*/api/public/categories', maskedUnauthorized),
      http.get('*/api/auth/user', () => {
        checks += 1;
        return currentUser();
      }),
    );
    const error = await rejection(
      call(api.POST('/public/categories', { body: { categoryName: 'Toys' } })),
    );
    expect(isMaskedFailure(error)).toBe(true);
    expect(errorText(error)).toBe(STOREFRONT_TEXTS.errors.maskedFailure);
    expect(isApiError(error) && error.serverMessage).toBeUndefined();
    expect(storedKeys()).toEqual(Object.keys(STORED));
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionCleared).not.toHaveBeenCalled();
    expect(checks).toBe(0);
  });

  test('a 401 while GET /auth/user still answers 200 is a failed request, and the session stays', async () => {
    window.history.replaceState(null, '', '/admin/products');
    server.use(
      http.delete('*/api/admin/products/:id', () => springUnauthorized('/api/admin/products/5')),
      http.get('*/api/auth/user', currentUser),
    );
    const error = await rejection(
      call(api.DELETE('/admin/products/{productId}', { params: { path: { productId: 5 } } })),
    );
    expect(isMaskedFailure(error)).toBe(true);
    expect(storedKeys()).toEqual(Object.keys(STORED));
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionCleared).not.toHaveBeenCalled();
  });

  test('a burst of failing calls asks GET /auth/user once and signs out once', async () => {
    window.history.replaceState(null, '', '/admin');
    let checks = 0;
    server.use(
      http.get('*/api/admin/users', () => springUnauthorized('/api/admin/users')),
      http.get('*/api/admin/orders', () => springUnauthorized('/api/admin/orders')),
      http.get('*/api/admin/statistics', () => springUnauthorized('/api/admin/statistics')),
      http.get('*/api/auth/user', async () => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return springUnauthorized('/api/auth/user');
      }),
    );
    const errors = await Promise.all([
      rejection(call(api.GET('/admin/users'))),
      rejection(call(api.GET('/admin/orders'))),
      rejection(call(api.GET('/admin/statistics'))),
    ]);
    expect(errors.every((error) => isApiError(error) && error.status === 401)).toBe(true);
    expect(checks).toBe(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  test('when the session check gets no answer, nobody is signed out on a guess', async () => {
    window.history.replaceState(null, '', '/admin/users');
    server.use(
      http.get('*/api/admin/users', () => springUnauthorized('/api/admin/users')),
      http.get('*/api/auth/user', () => HttpResponse.error()),
    );
    const error = await rejection(call(api.GET('/admin/users')));
    expect(isMaskedFailure(error)).toBe(true);
    expect(storedKeys()).toEqual(Object.keys(STORED));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a 401 in the storefront', () => {
  test('with nobody signed in: only logs a warning and keeps everything stored', async () => {
    window.history.replaceState(null, '', '/products');
    localStorage.removeItem('auth');
    localStorage.removeItem('user');
    server.use(
      http.get('*/api/carts/users/cart', () => springUnauthorized('/api/carts/users/cart')),
    );
    await expectRejected(call(api.GET('/carts/users/cart')));
    expect(storedKeys()).toEqual(
      Object.keys(STORED).filter((key) => !['auth', 'user'].includes(key)),
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionCleared).not.toHaveBeenCalled();
  });

  test('signed in, with the session confirmed gone: user and checkout forgotten, cart kept, no navigation', async () => {
    window.history.replaceState(null, '', '/products');
    server.use(
      http.get('*/api/carts/users/cart', () => springUnauthorized('/api/carts/users/cart')),
      http.get('*/api/auth/user', () => springUnauthorized('/api/auth/user')),
    );
    await expectRejected(call(api.GET('/carts/users/cart')));
    expect(storedKeys()).toEqual(['cartItems']);
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionCleared).toHaveBeenCalledWith('session-expired');
  });

  test('on the session check GET /auth/user it forgets the user (cart kept) without navigating', async () => {
    window.history.replaceState(null, '', '/products');
    server.use(http.get('*/api/auth/user', () => springUnauthorized('/api/auth/user')));
    await expectRejected(call(api.GET('/auth/user')));
    expect(storedKeys()).toEqual(['cartItems']);
    expect(navigate).not.toHaveBeenCalled();
    expect(onSessionCleared).toHaveBeenCalledWith('session-expired');
  });
});

describe('other statuses', () => {
  test('a 403 in the admin area clears nothing and does not navigate', async () => {
    window.history.replaceState(null, '', '/admin');
    server.use(http.get('*/api/admin/users', () => new HttpResponse(null, { status: 403 })));
    await expectRejected(call(api.GET('/admin/users')), 403);
    expect(storedKeys()).toEqual(Object.keys(STORED));
    expect(navigate).not.toHaveBeenCalled();
  });
});

test('the default warning goes to console.warn', async () => {
  restoreHooks();
  restoreHooks = setUnauthorizedHooks({ navigate });
  localStorage.removeItem('auth');
  localStorage.removeItem('user');
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(http.get('*/api/carts/users/cart', () => springUnauthorized('/api/carts/users/cart')));
  await expectRejected(call(api.GET('/carts/users/cart')));
  expect(consoleWarn).toHaveBeenCalledOnce();
  consoleWarn.mockRestore();
});

test('hooks taken away in another order than they were added leave none of them behind', async () => {
  window.history.replaceState(null, '', '/login');
  const first = vi.fn<(to: string) => void>();
  const second = vi.fn<(to: string) => void>();
  const removeFirst = setUnauthorizedHooks({ navigate: first, currentPath: () => '/products' });
  const removeSecond = setUnauthorizedHooks({ navigate: second, currentPath: () => '/cart' });
  removeFirst();
  removeSecond();
  // Back to this file's own hooks: the path is read from the page again (/login, so no move).
  server.use(
    http.post('*/api/auth/signin', () =>
      HttpResponse.json({ message: 'Bad credentials', status: false }, { status: 401 }),
    ),
  );
  await expectRejected(
    call(api.POST('/auth/signin', { body: { username: 'user1', password: 'nope' } })),
  );
  expect(first).not.toHaveBeenCalled();
  expect(second).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
});
