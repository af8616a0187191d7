import { describe, expect, test } from 'vitest';
import { safeRedirect } from '@/features/auth/safe-redirect';

/** Values a link to /login?redirect=… could carry to send the person off the app. */
const HOSTILE: readonly unknown[] = [
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/..//evil.example',
  '/../evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example', // encoded twice
  '/%25252F%25252Fevil.example', // three times
  '/%2525252525252F', // more encodings than anyone writes
  '/%E0%A4%A', // does not decode
  'https://evil.example',
  'http://evil.example/',
  'http:/evil.example',
  'http:evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\tevil.example',
  '/\t/evil.example',
  '/\nevil.example',
  '/\r\n/evil.example',
  ' /checkout',
  '/checkout ',
  '\u0000/checkout',
  '/checkout\u0000',
  '/\u0007x',
  '\u200b/checkout',
  '/ /evil.example',
  '///evil.example',
  '////evil.example',
  '/.//evil.example',
  '/./checkout',
  '/x/../..//evil.example',
  '/x/%2E%2E/%2E%2E//evil.example',
  '／／evil.example',
  '/／evil.example',
  '\u2215\u2215evil.example',
  '/\u2215evil.example',
  '/%E2%88%95%E2%88%95evil.example',
  '@evil.example',
  'evil.example',
  '.',
  '..',
  '',
  '/'.padEnd(3000, 'a'),
  `/products?keyword=${'a'.repeat(4000)}`,
  '/login',
  '/login?redirect=%2Fcheckout',
  '/register',
  undefined,
  null,
  42,
  ['/checkout'],
  { href: '/checkout' },
];

describe('safeRedirect', () => {
  test.each(HOSTILE.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'refuses %s',
    (_label, value) => {
      expect(safeRedirect(value)).toBe('/');
    },
  );

  test('holds more than 30 hostile values', () => {
    expect(HOSTILE.length).toBeGreaterThan(30);
  });

  test.each([
    ['/checkout', '/checkout'],
    ['/products?keyword=a%20b', '/products?keyword=a%20b'],
    ['/profile/orders#x', '/profile/orders#x'],
    ['/profile/orders', '/profile/orders'],
    ['/admin/products?page=2', '/admin/products?page=2'],
    ['/products/', '/products/'],
    ['/', '/'],
    // A path of this app (a not-found page), not a user-info prefix: kept.
    ['/@x', '/@x'],
    // What follows ? or # does not choose where the browser goes.
    ['/products?next=//evil.example', '/products?next=//evil.example'],
  ])('keeps the app path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
