import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, useScenario } from '../../mocks/node';
import { renderApp, renderSignedIn, screen, storeSignedIn } from '../helpers/render-app';
import { maskedUnauthorized } from '../../mocks/responses';
import { madeUpCartLine } from '../helpers/stored-cart';

/** The users list is paged: search for the seeded shopper before acting on the row. */
async function openUsersAt(username: string) {
  const view = await renderSignedIn('admin', '/admin/users');
  await view.user.type(
    await screen.findByRole('textbox', { name: '搜索用户名或邮箱...' }),
    username,
  );
  return view;
}

describe('a 401 in the running app', () => {
  it('in the admin area, a failed action masked as a 401 keeps the admin signed in and on the page', async () => {
    const { user, path } = await openUsersAt('user1');
    server.use(http.delete('*/api/admin/users/:id', maskedUnauthorized));
    await user.click(await screen.findByRole('button', { name: '删除 user1' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除用户失败，请重试')).toBeInTheDocument();
    expect(screen.queryByText(/Full authentication is required/)).toBeNull();
    // Still on the list, as searched (the search is in the address).
    expect(path()).toBe('/admin/users?q=user1');
    expect(localStorage.getItem('auth')).toContain('admin');
    expect(screen.getByRole('button', { name: '删除 user1' })).toBeInTheDocument();
  });

  it('in the admin area, a 401 while the session check still answers 200 keeps the session', async () => {
    const { user, path } = await openUsersAt('user1');
    server.use(
      http.delete('*/api/admin/users/:id', () =>
        HttpResponse.json(
          { status: 401, error: 'Unauthorized', message: 'x', path: '/api/admin/users/1' },
          { status: 401 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: '删除 user1' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除用户失败，请重试')).toBeInTheDocument();
    // Still on the list, as searched (the search is in the address).
    expect(path()).toBe('/admin/users?q=user1');
    expect(localStorage.getItem('auth')).toContain('admin');
  });

  it('in the admin area, a confirmed end of the session clears token and user and goes to /login', async () => {
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
    localStorage.setItem('cartItems', JSON.stringify([madeUpCartLine({ productName: 'Kept' })]));
    useScenario('unauthorized');
    const { path } = renderApp('/products');
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(path()).toBe('/products');
    expect(localStorage.getItem('cartItems')).toContain('Kept');
  });
});
