import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderSignedIn, screen } from '../helpers/render-app';

/** Signed in as `username` at `path`, with the header's account menu open. */
async function openAccountMenu(username: 'user1' | 'admin', path?: string) {
  const view = await renderSignedIn(username, path);
  await view.user.click(
    await screen.findByRole('button', { name: `Account menu for ${username}` }),
  );
  return view;
}

describe('the header', () => {
  it('shows Home, Products, About, Contact, the cart badge at zero and Login when signed out', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Products', 'About', 'Contact'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Cart/ })).toHaveTextContent('0');
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it("shows a shopper's menu without the Admin Panel", async () => {
    await openAccountMenu('user1');
    expect(await screen.findByRole('menuitem', { name: 'user1' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Order' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(screen.getByRole('menuitem', { name: 'LogOut' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Admin Panel' })).toBeNull();
  });

  it('shows the Admin Panel to an admin', async () => {
    await openAccountMenu('admin');
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('logs out: clears user, token and checkout address and goes to /login', async () => {
    localStorage.setItem('CHECKOUT_ADDRESS', JSON.stringify({ addressId: 1 }));
    const { user, path } = await openAccountMenu('user1', '/profile');
    await user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('CHECKOUT_ADDRESS')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login Here' })).toBeInTheDocument();
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor of /checkout to /login with the way back', async () => {
    const { path } = renderApp('/checkout');
    await screen.findByRole('heading', { name: 'Login Here' });
    expect(path()).toBe('/login?redirect=%2Fcheckout');
  });

  it('sends a signed-in user away from /login and /register', async () => {
    const { path } = await renderSignedIn('user1', '/register');
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('shows a signed-in shopper a clear no-access page at /admin', async () => {
    await renderSignedIn('user1', '/admin');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('lets an admin into /admin', async () => {
    await renderSignedIn('admin', '/admin');
    expect(await screen.findByText('欢迎回来，管理员')).toBeInTheDocument();
  });

  it('shows a not-found page with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the session kept in browser storage', () => {
  it('notices a session the server has ended and signs the person out', async () => {
    // A stored user whose server session is gone (the mock data was reset since).
    localStorage.setItem(
      'auth',
      JSON.stringify({ id: 2, username: 'user1', roles: ['ROLE_USER'] }),
    );
    localStorage.setItem('authToken', 'springBootEcom=expired; Path=/api');
    renderApp('/');
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('reads the older key spellings (user, token)', async () => {
    await renderSignedIn('user1');
    const user = localStorage.getItem('auth')!;
    const token = localStorage.getItem('authToken')!;
    localStorage.clear();
    localStorage.setItem('user', user);
    localStorage.setItem('token', token);
    const { unmount } = renderApp('/');
    unmount();
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'user1' })).toBeInTheDocument();
  });

  it.each(['{not json', '"just text"', '{"id":"x"}', '[]'])(
    'drops a corrupted stored user (%s) instead of crashing',
    async (junk) => {
      localStorage.setItem('auth', junk);
      localStorage.setItem('cartItems', junk);
      renderApp('/');
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
      expect(localStorage.getItem('auth')).toBeNull();
    },
  );
});
