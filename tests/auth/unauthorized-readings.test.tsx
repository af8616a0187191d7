import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../mocks/node';
import { renderApp, screen, storeSignedIn } from '../helpers/render-app';

describe('a 401 in the running app (spec 8, both readings)', () => {
  it('in the admin area: clears token and user and goes to /login', async () => {
    await storeSignedIn('admin');
    useScenario('unauthorized');
    const { path } = renderApp('/admin/orders');
    await waitFor(() => expect(path()).toMatch(/^\/login/));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login Here' })).toBeInTheDocument();
  });

  it('on the storefront: an ended session signs the person out but keeps the page and the cart', async () => {
    await storeSignedIn('user1');
    localStorage.setItem(
      'cartItems',
      JSON.stringify([
        {
          productId: 1,
          productName: 'Kept',
          image: null,
          description: '',
          price: 5,
          specialPrice: 5,
          quantity: 1,
          stock: 3,
          cartId: null,
        },
      ]),
    );
    useScenario('unauthorized');
    const { path } = renderApp('/products');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(path()).toBe('/products');
    expect(localStorage.getItem('cartItems')).toContain('Kept');
  });
});
