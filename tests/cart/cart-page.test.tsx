import { cleanup, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/adapters';
import { addToCart, reloadCartFromStorage } from '@/entities/cart/cart-store';
import { NavLinks } from '@/app/layout/nav-links';
import { CartView } from '@/features/cart/components/cart-view';
import { renderComponent, screen } from '../helpers/render-component';

const product = (productId: number, overrides: Partial<Product> = {}): Product => ({
  productId,
  productName: `Product ${productId}`,
  description: 'A thing',
  image: null,
  price: 10,
  specialPrice: 8,
  quantity: 3,
  ...overrides,
});

const renderCart = () => renderComponent(<CartView />, { url: '/cart' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const subtotal = () => screen.getByTestId('cart-subtotal');

describe('the cart page', () => {
  it('shows the empty state with a Start Shopping link home', async () => {
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some products to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  });

  it('lists the lines under Product, Price, Quantity, Total with the subtotal, 0% tax and the links', async () => {
    addToCart(product(1, { productName: 'Desk Lamp', price: 20, specialPrice: 15.5 }), 2);
    addToCart(product(2, { productName: 'Mug', price: 4, specialPrice: null }), 3);
    renderCart();
    const table = await screen.findByRole('table', { name: 'Cart items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Price', 'Quantity', 'Total']);
    expect(row('Desk Lamp')).toHaveTextContent('$15.50');
    expect(row('Desk Lamp')).toHaveTextContent('$31.00');
    expect(row('Mug')).toHaveTextContent('$3.60'); // 90% of the price
    expect(row('Mug')).toHaveTextContent('$10.80');
    expect(subtotal()).toHaveTextContent('$41.80');
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('Taxes and shipping calculated at checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('disables decrease at 1, increases up to the stock and then says the limit is reached', async () => {
    addToCart(product(1, { productName: 'Desk Lamp', quantity: 2 }), 1);
    const { user } = renderCart();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Desk Lamp' });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Desk Lamp' });
    expect(decrease).toBeDisabled();
    await user.click(increase);
    expect(screen.getByRole('textbox', { name: 'Quantity of Desk Lamp' })).toHaveValue('2');
    expect(decrease).toBeEnabled();
    expect(subtotal()).toHaveTextContent('$16.00');
    await user.click(increase);
    expect(await screen.findByText('Quantity Reached to Limit')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Desk Lamp' })).toHaveValue('2');
    await user.click(decrease);
    expect(screen.getByRole('textbox', { name: 'Quantity of Desk Lamp' })).toHaveValue('1');
  });

  it('sets a typed quantity within the stock and refuses one beyond it', async () => {
    addToCart(product(1, { productName: 'Desk Lamp', quantity: 5 }), 1);
    const { user } = renderCart();
    const box = await screen.findByRole('textbox', { name: 'Quantity of Desk Lamp' });
    await user.clear(box);
    await user.type(box, '4{Enter}');
    expect(subtotal()).toHaveTextContent('$32.00');
    await user.clear(box);
    await user.type(box, '9{Enter}');
    expect(await screen.findByText('Quantity Reached to Limit')).toBeInTheDocument();
    expect(box).toHaveValue('4');
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toMatchObject([{ quantity: 4 }]);
  });

  it('removes a line, says so and shows the empty state after the last one', async () => {
    addToCart(product(1, { productName: 'Desk Lamp' }), 1);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Desk Lamp' }));
    expect(await screen.findByText('Desk Lamp removed from cart')).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem('cartItems')).toBe('[]');
  });

  it('clears the cart and its storage key', async () => {
    addToCart(product(1, { productName: 'Desk Lamp' }), 1);
    // With the header's links beside it: their cart badge follows the cart.
    const { user } = renderComponent(
      <>
        <NavLinks />
        <CartView />
      </>,
      { url: '/cart' },
    );
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(localStorage.getItem('cartItems')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Cart/ }),
    ).toHaveTextContent('0');
  });

  it('keeps the cart over a reload', async () => {
    addToCart(product(1, { productName: 'Desk Lamp' }), 2);
    renderCart();
    await screen.findByRole('table', { name: 'Cart items' });
    cleanup();
    reloadCartFromStorage(); // what a fresh page load does
    renderCart();
    await waitFor(() => expect(row('Desk Lamp')).toHaveTextContent('$16.00'));
  });

  it('shows a name with markup as text', async () => {
    addToCart(product(1, { productName: '<i>Fancy</i> Lamp' }), 1);
    renderCart();
    expect(await screen.findByText('<i>Fancy</i> Lamp')).toBeInTheDocument();
    expect(document.querySelector('main i')).toBeNull();
  });
});
