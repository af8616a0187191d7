import { afterEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { clearCheckoutStorage, read, readString, remove, write } from '@/lib/storage';
import {
  clearAuthStorage,
  readAuthToken,
  readAuthUser,
  rememberAuthToken,
  setBearerMode,
  writeAuthUser,
} from '@/api/auth-storage';

const cartSchema = z.array(z.object({ productId: z.number(), quantity: z.number() }));

afterEach(() => {
  vi.restoreAllMocks();
  setBearerMode(false);
});

describe('reading stored values', () => {
  test('a valid value is parsed and typed', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ productId: 1, quantity: 2 }]));
    expect(read('cartItems', cartSchema)).toEqual([{ productId: 1, quantity: 2 }]);
  });

  test('a missing value reads as null', () => {
    expect(read('cartItems', cartSchema)).toBeNull();
  });

  test('corrupted JSON reads as null and is removed', () => {
    localStorage.setItem('cartItems', '[{"productId": 1,');
    expect(read('cartItems', cartSchema)).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  test('a foreign shape reads as null and is removed', () => {
    localStorage.setItem('cartItems', JSON.stringify({ items: 'not a list' }));
    expect(read('cartItems', cartSchema)).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  test('a string may be stored as JSON or as plain text; a non-string is removed', () => {
    localStorage.setItem('client-secret', JSON.stringify('pi_1_secret_2'));
    expect(readString('client-secret')).toBe('pi_1_secret_2');
    localStorage.setItem('client-secret', 'pi_3_secret_4');
    expect(readString('client-secret')).toBe('pi_3_secret_4');
    localStorage.setItem('client-secret', JSON.stringify({ clientSecret: 'x' }));
    expect(readString('client-secret')).toBeNull();
    expect(localStorage.getItem('client-secret')).toBeNull();
  });
});

describe('the stored session', () => {
  test('cookie mode: no token at all; one an older build stored is removed on reading', () => {
    localStorage.setItem('authToken', 'old-jwt');
    localStorage.setItem('token', 'legacy-jwt');
    rememberAuthToken('current-jwt');
    expect(readAuthToken()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('bearer mode: the token lives in memory only; a stored one is adopted and removed', () => {
    setBearerMode(true);
    localStorage.setItem('token', 'legacy-jwt');
    expect(readAuthToken()).toBe('legacy-jwt');
    expect(localStorage.getItem('token')).toBeNull();
    rememberAuthToken('current-jwt');
    expect(readAuthToken()).toBe('current-jwt');
    expect(Object.keys(localStorage)).toEqual([]);
    clearAuthStorage();
    expect(readAuthToken()).toBeNull();
  });

  test('the user is read from auth, else from the legacy key user, without extra fields', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 2, username: 'old', roles: ['ROLE_USER'], jwtToken: 'secret' }),
    );
    expect(readAuthUser()).toEqual({ id: 2, username: 'old', roles: ['ROLE_USER'] });
    writeAuthUser({ id: 1, username: 'admin', email: 'a@shop.com', roles: ['ROLE_ADMIN'] });
    expect(readAuthUser()).toEqual({
      id: 1,
      username: 'admin',
      email: 'a@shop.com',
      roles: ['ROLE_ADMIN'],
    });
  });

  test('a stored user of a foreign shape is dropped; unknown role names are ignored', () => {
    localStorage.setItem('auth', JSON.stringify({ name: 'who?' }));
    expect(readAuthUser()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    localStorage.setItem(
      'auth',
      JSON.stringify({ id: 3, username: 'x', roles: ['ROLE_USER', 'ROLE_WIZARD'] }),
    );
    expect(readAuthUser()?.roles).toEqual(['ROLE_USER']);
  });

  test('clearAuthStorage removes token and user in both spellings and nothing else', () => {
    for (const key of ['authToken', 'token', 'auth', 'user', 'cartItems']) {
      localStorage.setItem(key, '"x"');
    }
    clearAuthStorage();
    expect(Object.keys(localStorage)).toEqual(['cartItems']);
  });

  test('clearCheckoutStorage removes the checkout address, the client secret and the placed orders', () => {
    for (const key of [
      'CHECKOUT_ADDRESS',
      'client-secret',
      'client-secret-for',
      'placed-orders',
      'cartItems',
    ]) {
      localStorage.setItem(key, '"x"');
    }
    clearCheckoutStorage();
    expect(Object.keys(localStorage)).toEqual(['cartItems']);
  });
});

describe('a storage that throws never crashes the app', () => {
  test('a full storage (quota) makes write return false', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(write('cartItems', [{ productId: 1, quantity: 1 }])).toBe(false);
  });

  test('a storage whose every method throws reads as empty and ignores writes and removals', () => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
    expect(read('cartItems', cartSchema)).toBeNull();
    expect(readAuthToken()).toBeNull();
    expect(readAuthUser()).toBeNull();
    expect(write('cartItems', [])).toBe(false);
    expect(() => remove('cartItems')).not.toThrow();
    expect(() => clearAuthStorage()).not.toThrow();
    expect(() => clearCheckoutStorage()).not.toThrow();
  });

  test('a disabled storage, whose very property throws, reads as empty', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(read('cartItems', cartSchema)).toBeNull();
      expect(write('cartItems', [])).toBe(false);
      expect(() => clearAuthStorage()).not.toThrow();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    }
  });
});
