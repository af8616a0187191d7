import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, screen } from '../helpers/render-app';

const ENTRIES = [
  'Dashboard',
  'User Management',
  'Product Management',
  'Category Management',
  'Order Management',
  'Analytics',
  'Settings',
];

describe('the admin layout', () => {
  it('shows the seven entries, log-out, the section title, the greeting and the avatar A', async () => {
    await renderSignedIn('admin', '/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(ENTRIES);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('欢迎回来，管理员')).toBeInTheDocument();
    expect(screen.getByLabelText('admin avatar')).toHaveTextContent('A');
    // The back office has its own shell: no storefront header.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('highlights only the active entry', async () => {
    await renderSignedIn('admin', '/admin/products');
    const active = await screen.findByRole('link', { name: 'Product Management' });
    expect(active).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active');
  });

  it('is open by default (16rem) and collapses to 4rem, keeping the entries by name', async () => {
    const { user } = await renderSignedIn('admin', '/admin');
    const menu = await screen.findByLabelText('Side menu');
    expect(menu).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByText('User Management')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(menu).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByText('User Management')).toBeNull();
    expect(screen.getByRole('link', { name: 'User Management' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByText('User Management')).toBeInTheDocument();
  });

  it('navigates between sections and changes the title', async () => {
    const { user, path } = await renderSignedIn('admin', '/admin');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(path()).toBe('/admin/settings'));
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '系统设置' })).toBeInTheDocument();
  });

  it('logs out: clears the session and goes to /login', async () => {
    const { user, path } = await renderSignedIn('admin', '/admin');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login Here' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the way back', async () => {
    const { renderApp } = await import('../helpers/render-app');
    const { path } = renderApp('/admin/orders');
    await screen.findByRole('heading', { name: 'Login Here' });
    expect(path()).toBe('/login?redirect=%2Fadmin%2Forders');
  });

  it('shows a shopper the no-access page inside the storefront header', async () => {
    await renderSignedIn('user1', '/admin/users');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).toBeNull();
  });
});
