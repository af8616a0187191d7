import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getDomain } from '../../mocks/browser-deps/public-suffix';

// The real tldts, read past Vite's alias (which gives this file the stand-in too).
const tldts = createRequire(import.meta.url)('tldts') as typeof import('tldts');
const tldtsGetDomain = tldts.getDomain;

// tough-cookie's question, asked the way it asks it.
const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true };

describe('the public-suffix stand-in the in-browser mock gives tough-cookie', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'shop.localhost',
    'example.com',
    'www.example.com',
    'a.b.c.example.org',
    'shop.test',
    'http://shop.example.com:5173/api/cart',
  ])('answers %s as tldts does', (host) => {
    expect(getDomain(host, OPTIONS)).toBe(tldtsGetDomain(host, OPTIONS));
  });

  it('knows no multi-label suffix: its only rule is the prevailing "*"', () => {
    expect(getDomain('shop.example.co.uk', OPTIONS)).toBe('co.uk');
    expect(tldtsGetDomain('shop.example.co.uk', OPTIONS)).toBe('example.co.uk');
  });
});
