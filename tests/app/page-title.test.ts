import { describe, expect, it } from 'vitest';
import {
  cartTitle,
  catalogTitle,
  descriptionFromMatches,
  orderConfirmationTitle,
  productTitle,
  storefrontHead,
  storefrontTitle,
  titleFromMatches,
} from '@/lib/page-identity/page-title';
import { backOfficeHead, backOfficeTitle } from '@/features/admin/layout/page-titles';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

describe('page titles', () => {
  it('name the page, then the area', () => {
    expect(storefrontTitle('Products')).toBe('Products · Shop');
    expect(backOfficeTitle('商品管理')).toBe('商品管理 · 后台');
    expect(backOfficeHead('/admin/products')).toEqual({ meta: [{ title: '商品管理 · 后台' }] });
    expect(backOfficeHead()).toEqual({ meta: [{ title: '后台' }] });
  });

  it('never say "undefined": a missing or blank name leaves the area alone', () => {
    for (const name of [undefined, null, '', '   ', 'undefined', 'null'])
      expect(storefrontTitle(name)).toBe('Shop');
    expect(backOfficeTitle(undefined)).toBe('后台');
    expect(storefrontTitle('  Aurora\n X1 ')).toBe('Aurora X1 · Shop');
  });

  it('count the cart lines', () => {
    expect(cartTitle(3)).toBe('Cart (3) · Shop');
    expect(cartTitle(0)).toBe('Cart (0) · Shop');
    expect(cartTitle(Number.NaN)).toBe('Cart · Shop');
  });

  it('say which list of products this is', () => {
    expect(catalogTitle({})).toBe('Products · Shop');
    expect(catalogTitle({ page: 1 })).toBe('Products · Shop');
    expect(catalogTitle({ category: 'Sports' })).toBe('Sports · Products · Shop');
    expect(catalogTitle({ category: 'Sports', page: 2 })).toBe('Sports · Products, page 2 · Shop');
    expect(catalogTitle({ keyword: 'lamp', category: 'Sports' })).toBe(
      'Search “lamp” · Products · Shop',
    );
  });

  it('name an open product, and say so when it is gone or failed to load', () => {
    expect(productTitle({ status: 'loading' })).toBeUndefined();
    expect(productTitle({ status: 'found', name: 'Aurora X1' })).toBe('Aurora X1 · Shop');
    expect(productTitle({ status: 'missing' })).toBe('Product not found · Shop');
    expect(productTitle({ status: 'error' })).toBe('Product not found · Shop');
    expect(productTitle({ status: 'found', name: undefined })).toBe('Product not found · Shop');
  });

  it('number a placed order, and say when none was placed', () => {
    expect(orderConfirmationTitle({ status: 'placed', orderId: 123 })).toBe(
      'Order #123 confirmed · Shop',
    );
    expect(orderConfirmationTitle({ status: 'placed', orderId: undefined })).toBe(
      'Order confirmation · Shop',
    );
    expect(orderConfirmationTitle({ status: 'pending' })).toBe('Order confirmation · Shop');
    expect(orderConfirmationTitle({ status: 'failed' })).toBe('Order not placed · Shop');
  });
});

describe('the head of the matched routes', () => {
  const root = storefrontHead('', STOREFRONT_TEXTS.pageDescriptions.default);
  it('takes the deepest title and description', () => {
    const page = storefrontHead('About us', 'Who we are.');
    expect(titleFromMatches([root, { meta: undefined }, page])).toBe('About us · Shop');
    expect(descriptionFromMatches([root, page])).toBe('Who we are.');
  });

  it('falls back on the parents, then the shop', () => {
    const checkout = storefrontHead('Checkout');
    expect(titleFromMatches([root, {}, checkout, {}])).toBe('Checkout · Shop');
    expect(descriptionFromMatches([root, checkout])).toBe(
      STOREFRONT_TEXTS.pageDescriptions.default,
    );
    expect(titleFromMatches([])).toBeUndefined();
    expect(descriptionFromMatches([])).toBe(STOREFRONT_TEXTS.pageDescriptions.default);
  });
});
