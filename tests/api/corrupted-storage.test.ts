import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { server } from '../../mocks/node';
import { emptyPage } from '../../mocks/scenarios';
import { api, call } from '@/api/client';
import { getCartState, reloadCartFromStorage } from '@/entities/cart/cart-store';
import { readClientSecretFromStorage } from '@/features/checkout/checkout-storage';
import { readAuthToken, setBearerMode, tokenFromStored } from '@/api/auth-storage';
import { madeUpCartLine } from '../helpers/stored-cart';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyMSJ9.c2lnbmF0dXJl';

/** The Authorization header GET /public/categories went out with. */
async function authorizationSent(): Promise<string | null> {
  let seen: string | null | undefined;
  server.use(
    http.get('*/api/public/categories', ({ request }) => {
      seen = request.headers.get('Authorization');
      return HttpResponse.json(emptyPage(10));
    }),
  );
  await call(api.GET('/public/categories'));
  if (seen === undefined) throw new Error('the request never reached the server');
  return seen;
}

// Older builds stored the token; bearer mode (VITE_AUTH_BEARER=true) adopts a good one into memory.
describe('a stored token that is no token (bearer mode)', () => {
  beforeEach(() => setBearerMode(true));
  afterEach(() => setBearerMode(false));
  const notTokens = {
    'characters a header cannot carry': 'abc☃def',
    'a line break': 'abc\ndef',
    'markup and spaces': '<img src=x onerror="window.__xss=1">',
    'broken JSON': '{"items": [1, 2,',
    'a very long string': 'x'.repeat(60_000),
  };

  for (const [kind, value] of Object.entries(notTokens)) {
    test(`${kind}: is removed, and calls go out without it`, async () => {
      localStorage.setItem('authToken', value);
      localStorage.setItem('token', JSON.stringify(value));
      expect(await authorizationSent()).toBeNull();
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
    });
  }

  test('a JWT, or the Set-Cookie string that holds one, moves to memory, leaves storage and is sent', async () => {
    expect(tokenFromStored(`springBootEcom=${JWT}; Path=/api; Max-Age=86400`)).toBe(JWT);
    localStorage.setItem('authToken', JSON.stringify(`springBootEcom=${JWT}; Path=/api`));
    expect(readAuthToken()).toBe(`springBootEcom=${JWT}; Path=/api`);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await authorizationSent()).toBe(`Bearer ${JWT}`);
  });

  test('in cookie mode (the default) a stored JWT is removed and never sent', async () => {
    setBearerMode(false);
    localStorage.setItem('authToken', JWT);
    localStorage.setItem('token', JWT);
    expect(await authorizationSent()).toBeNull();
    expect(readAuthToken()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a bad current token gives way to a good legacy one', () => {
    localStorage.setItem('authToken', 'abc☃');
    localStorage.setItem('token', JWT);
    expect(readAuthToken()).toBe(JWT);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('a stored cart with unreadable lines', () => {
  const line = madeUpCartLine({
    productId: 7,
    productName: 'Blue Kettle',
    price: 20,
    specialPrice: 15,
    quantity: 2,
  });

  test('with no readable line: the cart is empty and the key is removed', () => {
    localStorage.setItem('cartItems', '[{"productId":"7","quantity":-1},null,5,"x"]');
    reloadCartFromStorage();
    expect(getCartState().items).toEqual([]);
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  test('with some readable lines: those stay, in the cart and in storage', () => {
    localStorage.setItem('cartItems', JSON.stringify([line, { productId: 'x' }, null]));
    reloadCartFromStorage();
    expect(getCartState().items).toEqual([line]);
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([line]);
  });

  test('a cart that reads whole is left as it was stored', () => {
    const stored = JSON.stringify([{ ...line, stock: undefined }]);
    localStorage.setItem('cartItems', stored);
    reloadCartFromStorage();
    expect(getCartState().items).toEqual([{ ...line, stock: null }]);
    expect(localStorage.getItem('cartItems')).toBe(stored);
  });
});

describe('a stored client secret', () => {
  test("one in Stripe's shape is used", () => {
    localStorage.setItem('client-secret', JSON.stringify('pi_3Abc_secret_Xyz9'));
    expect(readClientSecretFromStorage()).toBe('pi_3Abc_secret_Xyz9');
  });

  test('anything else is removed, so a new one is asked for', () => {
    for (const value of ['x'.repeat(5000), '"not a secret"', '<b>pi_1_secret_2</b>']) {
      localStorage.setItem('client-secret', value);
      expect(readClientSecretFromStorage()).toBeNull();
      expect(localStorage.getItem('client-secret')).toBeNull();
    }
  });
});
