import { roundToCents } from '@/lib/money';
import type { Product } from '@/api/adapters';
import { clearCartStorage, read, readRaw, write } from '@/lib/storage';
import { forgetsCart, registerUserData } from '@/api/forget-user';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createExternalStore } from '@/lib/external-store';
import { cartTotal, storedCartSchema, stockOf, toCartItem, type CartItem } from './cart-item';

/**
 * The cart (docs/product/storefront.md#3-cart) in a small external store: it lives in the
 * browser for everyone, is saved to localStorage `cartItems` after every change and read back at
 * start-up.
 * The rule functions return what happened; the screens turn that into toasts (cart-actions.ts).
 */

export interface CartState {
  items: readonly CartItem[];
  totalPrice: number;
  cartId: number | null;
}

function stateOf(items: readonly CartItem[], cartId: number | null = null): CartState {
  return { items, totalPrice: cartTotal(items), cartId };
}

/** The number of lines a stored list holds, readable or not. */
function storedLineCount(raw: string | null): number {
  // Nothing stored (a first visit): no JSON.parse('') whose thrown error costs start-up time.
  if (raw === null) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}

/**
 * The build's HTML shows no cart: nothing is stored at build time. A first visit's empty cart is
 * this very object, so React, which reads it while hydrating and the stored cart after, finds
 * nothing changed and renders no cart reader again.
 */
const NO_CART = stateOf([]);

/** The stored cart. Lines that cannot be read are left out, in storage too. */
function fromStorage(): CartState {
  const raw = readRaw(STORAGE_KEYS.cartItems);
  const items = read(STORAGE_KEYS.cartItems, storedCartSchema) ?? [];
  if (items.length < storedLineCount(raw)) {
    if (items.length) write(STORAGE_KEYS.cartItems, items);
    else clearCartStorage();
  }
  return items.length ? stateOf(items) : NO_CART;
}

const store = createExternalStore<CartState>(fromStorage(), NO_CART);

function publish(next: CartState, persist = true) {
  if (persist) write(STORAGE_KEYS.cartItems, next.items);
  store.set(next);
}

const replaceItem = (items: readonly CartItem[], changed: CartItem) =>
  items.map((item) => (item.productId === changed.productId ? changed : item));

const findItem = (productId: number) =>
  store.get().items.find((item) => item.productId === productId);

/** Unknown stock (server or legacy lines) does not block: the server checks it at checkout. */
const stockAllows = (item: CartItem, quantity: number) =>
  item.stock === null || item.stock >= quantity;

export const getCartState = (): CartState => store.get();

/** Adds only if stock covers the quantity; replaces a line of the same product. */
export function addToCart(product: Product, quantity = 1): 'added' | 'out-of-stock' {
  if (stockOf(product) < quantity || quantity < 1) return 'out-of-stock';
  const line = { ...toCartItem(product, quantity), cartId: store.get().cartId };
  const items = findItem(product.productId)
    ? replaceItem(store.get().items, line)
    : [...store.get().items, line];
  publish(stateOf(items, store.get().cartId));
  return 'added';
}

/** One more, only if stock allows. */
export function increaseQuantity(productId: number): 'increased' | 'limit' | 'missing' {
  const item = findItem(productId);
  if (!item) return 'missing';
  if (!stockAllows(item, item.quantity + 1)) return 'limit';
  publish(
    stateOf(
      replaceItem(store.get().items, { ...item, quantity: item.quantity + 1 }),
      store.get().cartId,
    ),
  );
  return 'increased';
}

/** Sets the quantity; never below 1, never above the known stock. */
export function setQuantity(productId: number, quantity: number): 'set' | 'limit' | 'missing' {
  const item = findItem(productId);
  if (!item || !Number.isFinite(quantity)) return 'missing';
  const wanted = Math.max(1, Math.floor(quantity));
  if (!stockAllows(item, wanted)) return 'limit';
  if (wanted !== item.quantity) {
    publish(
      stateOf(replaceItem(store.get().items, { ...item, quantity: wanted }), store.get().cartId),
    );
  }
  return 'set';
}

/** One less; the minimum is 1 (the screens disable decrease there). */
export function decreaseQuantity(productId: number): void {
  const item = findItem(productId);
  if (item && item.quantity > 1) setQuantity(productId, item.quantity - 1);
}

/** Removes the product's line; returns it (for the toast), or null when it was not there. */
export function removeFromCart(productId: number): CartItem | null {
  const item = findItem(productId);
  if (!item) return null;
  const items = store.get().items.filter((line) => line.productId !== productId);
  publish(stateOf(items, items.length ? store.get().cartId : null));
  return item;
}

/** Empties the cart and removes its storage key. */
export function clearCart(): void {
  publish(stateOf([]), false);
  clearCartStorage();
}

// The cart is the signed-in user's: it goes when they sign out (forgetUser decides when).
registerUserData('cart', (reason) => {
  if (forgetsCart(reason)) clearCart();
});

/** The server cart's shape after the adapters (GET /carts/users/cart). */
export interface ServerCart {
  cartId: number;
  totalPrice: number;
  products: readonly Product[];
}

/**
 * The server cart replaces the local one and brings its totalPrice and cartId. A product in a
 * cart reports the quantity in the cart, not its stock: the stock known locally is kept.
 */
export function loadServerCart(cart: ServerCart): void {
  const items = cart.products.map<CartItem>((product) => ({
    ...toCartItem(product, Math.max(1, stockOf(product))),
    stock: findItem(product.productId)?.stock ?? null,
    cartId: cart.cartId,
  }));
  // The server's total is a sum of unrounded doubles: shown and charged rounded to the cent.
  const totalPrice = Number.isFinite(cart.totalPrice)
    ? roundToCents(cart.totalPrice)
    : cartTotal(items);
  publish({ items, totalPrice, cartId: cart.cartId });
}

/** Reads the stored cart again: another tab changed it, or a test reset storage. */
export function reloadCartFromStorage(): void {
  publish(fromStorage(), false);
}

// Another tab's change arrives as a storage event; without this the tabs would overwrite each other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cartItems || event.key === null) reloadCartFromStorage();
  });
}

export const useCart = (): CartState => store.use();
/**
 * How many of one product the cart holds (undefined: none), for its Add to Cart button: a change
 * of another line renders no other card's button again (12 to 20 on a catalogue page: a good
 * part of a tap's work on a phone, INP).
 */
export const useCartQuantity = (productId: number): number | undefined =>
  store.useSelect((cart) => cart.items.find((item) => item.productId === productId)?.quantity);
/** The number of cart lines, for the header badge. */
export const useCartLineCount = (): number => store.useSelect((cart) => cart.items.length);
