import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/adapters';
import { cartTotal, type CartItem } from '@/entities/cart/cart-item';
import {
  addToCart,
  clearCart,
  decreaseQuantity,
  getCartState,
  increaseQuantity,
  loadServerCart,
  reloadCartFromStorage,
  removeFromCart,
  setQuantity,
  useCartLineCount,
} from '@/entities/cart/cart-store';

const product = (overrides: Partial<Product> = {}): Product => ({
  productId: 7,
  productName: 'Blue Kettle',
  description: 'Boils water',
  image: 'kettle.png',
  price: 20,
  specialPrice: 15,
  quantity: 3,
  ...overrides,
});

const storedCart = () =>
  JSON.parse(localStorage.getItem('cartItems') ?? 'null') as CartItem[] | null;

describe('the cart store', () => {
  it('adds a product when the stock covers the quantity and saves the cart to cartItems', () => {
    expect(addToCart(product(), 2)).toBe('added');
    expect(getCartState().items).toMatchObject([{ productId: 7, quantity: 2, specialPrice: 15 }]);
    expect(storedCart()).toMatchObject([{ productId: 7, productName: 'Blue Kettle', quantity: 2 }]);
  });

  it('refuses to add more than the stock, and anything when the stock is zero or missing', () => {
    expect(addToCart(product({ quantity: 1 }), 2)).toBe('out-of-stock');
    expect(addToCart(product({ quantity: 0 }))).toBe('out-of-stock');
    expect(addToCart(product({ quantity: null }))).toBe('out-of-stock');
    expect(getCartState().items).toEqual([]);
    expect(storedCart()).toBeNull();
  });

  it('replaces the line of a product already in the cart instead of adding a second one', () => {
    addToCart(product(), 1);
    addToCart(product({ productId: 8, productName: 'Red Mug' }), 1);
    addToCart(product({ specialPrice: 12 }), 3);
    expect(
      getCartState().items.map((item) => [item.productId, item.quantity, item.specialPrice]),
    ).toEqual([
      [7, 3, 12],
      [8, 1, 15],
    ]);
  });

  it('increases by one only while the stock allows', () => {
    addToCart(product({ quantity: 2 }), 1);
    expect(increaseQuantity(7)).toBe('increased');
    expect(increaseQuantity(7)).toBe('limit');
    expect(getCartState().items[0]?.quantity).toBe(2);
    expect(storedCart()?.[0]?.quantity).toBe(2);
  });

  it('sets a quantity within the stock and never below 1', () => {
    addToCart(product({ quantity: 5 }), 1);
    expect(setQuantity(7, 4)).toBe('set');
    expect(getCartState().items[0]?.quantity).toBe(4);
    expect(setQuantity(7, 6)).toBe('limit');
    expect(setQuantity(7, 0)).toBe('set');
    expect(getCartState().items[0]?.quantity).toBe(1);
    expect(storedCart()?.[0]?.quantity).toBe(1);
  });

  it('does not decrease below 1', () => {
    addToCart(product(), 2);
    decreaseQuantity(7);
    decreaseQuantity(7);
    expect(getCartState().items[0]?.quantity).toBe(1);
  });

  it('removes a line by productId and saves the cart', () => {
    addToCart(product(), 1);
    addToCart(product({ productId: 8, productName: 'Red Mug' }), 1);
    expect(removeFromCart(7)?.productName).toBe('Blue Kettle');
    expect(removeFromCart(7)).toBeNull();
    expect(storedCart()?.map((item) => item.productId)).toEqual([8]);
  });

  it('totals special price times quantity, counting non-numbers as 0', () => {
    addToCart(product({ specialPrice: 15 }), 2);
    addToCart(product({ productId: 8, specialPrice: 2.5 }), 3);
    expect(getCartState().totalPrice).toBe(37.5);
    const [first, second] = getCartState().items as [CartItem, CartItem];
    expect(cartTotal([{ ...first, specialPrice: Number.NaN }, second])).toBe(7.5);
  });

  it('uses 90% of the price for a product without a special price', () => {
    addToCart(product({ price: 10, specialPrice: null }), 2);
    expect(getCartState().totalPrice).toBe(18);
  });

  it('clears the cart and removes its storage key', () => {
    addToCart(product(), 1);
    clearCart();
    expect(getCartState()).toEqual({ items: [], totalPrice: 0, cartId: null });
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it("replaces the cart with the server's, taking its total and cartId", () => {
    addToCart(product({ quantity: 9 }), 1);
    loadServerCart({
      cartId: 42,
      totalPrice: 99.5,
      products: [product({ quantity: 2 }), product({ productId: 8, quantity: 1 })],
    });
    const cart = getCartState();
    expect(cart.cartId).toBe(42);
    expect(cart.totalPrice).toBe(99.5);
    // A product in a server cart reports the quantity in the cart; the known stock stays.
    expect(cart.items.map((item) => [item.productId, item.quantity, item.stock])).toEqual([
      [7, 2, 9],
      [8, 1, null],
    ]);
  });
});

describe('the stored cart at start-up', () => {
  it('reads back the lines saved before', () => {
    addToCart(product(), 2);
    localStorage.setItem('cartItems', localStorage.getItem('cartItems')!);
    reloadCartFromStorage();
    expect(getCartState().items).toMatchObject([{ productId: 7, quantity: 2 }]);
    expect(getCartState().totalPrice).toBe(30);
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['an object instead of a list', '{"productId":7}'],
    ['a number', '42'],
  ])('drops %s and starts empty', (_what, stored) => {
    localStorage.setItem('cartItems', stored);
    expect(() => reloadCartFromStorage()).not.toThrow();
    expect(getCartState().items).toEqual([]);
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('keeps the valid lines of a list and drops the foreign ones; bad prices count as 0', () => {
    localStorage.setItem(
      'cartItems',
      JSON.stringify([
        { productId: 1, productName: 'Lamp', price: 10, specialPrice: 8, quantity: 2 },
        { productId: 'x', quantity: 1 },
        { productId: 2, productName: 'Chair', price: 'free', specialPrice: '9', quantity: 1 },
        { productId: 3, productName: 'Desk', price: 5, specialPrice: 5, quantity: 0 },
      ]),
    );
    reloadCartFromStorage();
    expect(getCartState().items.map((item) => item.productName)).toEqual(['Lamp', 'Chair']);
    expect(getCartState().totalPrice).toBe(16);
  });

  it('tells the header the number of cart lines as they change', () => {
    const { result } = renderHook(() => useCartLineCount());
    expect(result.current).toBe(0);
    act(() => void addToCart(product(), 2));
    act(() => void addToCart(product({ productId: 8 }), 1));
    expect(result.current).toBe(2);
    act(() => clearCart());
    expect(result.current).toBe(0);
  });
});
