// The cart feature's public entry: what other features may use.
export { addProductToCart } from './cart-actions';
