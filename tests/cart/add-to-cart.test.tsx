import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toProduct } from '@/api/adapters';
import { toProductDto } from '../../mocks/db/serializers';
import { addProductToCart } from '@/features/cart/cart-actions';
import { firstProduct } from '../helpers/catalog';
import { renderApp, screen } from '../helpers/render-app';

const cartBadge = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Cart/ });

describe('adding to the cart', () => {
  it('adds the product, says so, saves the cart and counts the line in the header badge', async () => {
    const row = firstProduct({ productName: 'Brass Lamp', quantity: 5 });
    const { user } = renderApp('/products');
    const card = await screen.findByRole('article', { name: 'Brass Lamp' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Brass Lamp added to the cart')).toBeInTheDocument();
    expect(cartBadge()).toHaveTextContent('1');
    const stored = JSON.parse(localStorage.getItem('cartItems')!) as {
      productId: number;
      quantity: number;
    }[];
    expect(stored).toMatchObject([{ productId: row.productId, quantity: 1 }]);
  });

  it("adds one more per press up to the stock, then says 'Quantity Reached to Limit'", async () => {
    firstProduct({ productName: 'Brass Lamp', quantity: 2 });
    const { user } = renderApp('/products');
    const card = await screen.findByRole('article', { name: 'Brass Lamp' });
    const add = within(card).getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(await screen.findByText('Quantity Reached to Limit')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toMatchObject([{ quantity: 2 }]);
    // Still one line: the badge counts lines, not pieces.
    expect(cartBadge()).toHaveTextContent('1');
  });

  it("refuses a product whose stock ran out with 'Out of stock'", async () => {
    const row = firstProduct({ productName: 'Sold Lamp', quantity: 0 });
    renderApp('/products');
    await screen.findByRole('article', { name: 'Sold Lamp' });
    // The button is disabled then; a product object read before the stock ran out still arrives.
    act(() => addProductToCart(toProduct(toProductDto(row))));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('adds from the detail dialog too', async () => {
    const row = firstProduct({ productName: 'Dialog Lamp' });
    const { user } = renderApp(`/products?product=${row.productId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Dialog Lamp' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Dialog Lamp added to the cart')).toBeInTheDocument();
    await waitFor(() => expect(cartBadge()).toHaveTextContent('1'));
  });
});
