import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { connectSessionToApp, pageReload } from '@/app/connect-session';
import { createAppRouter } from '@/app/router';
import { sessionKeys } from '@/entities/session/query-keys';
import { signOut } from '@/entities/session/sign-out';
import { forgetUser } from '@/api/forget-user';
import { getCartState, reloadCartFromStorage } from '@/entities/cart/cart-store';
import {
  getCheckoutState,
  readClientSecretFromStorage,
  selectCheckoutAddress,
} from '@/features/checkout/checkout-storage';
import { readAuthToken, readAuthUser, rememberAuthToken, setBearerMode } from '@/api/auth-storage';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { renderApp, renderSignedIn, screen, storeSignedIn } from '../helpers/render-app';
import { madeUpCartLine } from '../helpers/stored-cart';

const ADDRESS = {
  addressId: 7,
  street: 'Main Street 1',
  buildingName: 'Tower',
  city: 'Springfield',
  state: 'State',
  country: 'Country',
  pincode: '123456',
};
const CART_LINE = madeUpCartLine();
const SECRET = 'pi_123_secret_456';

/** What user1 leaves behind while shopping: an address chosen, a payment under way, a cart. */
function leaveTraces() {
  selectCheckoutAddress(ADDRESS);
  localStorage.setItem('client-secret', JSON.stringify(SECRET));
  localStorage.setItem(
    'client-secret-for',
    JSON.stringify({ amount: 500, currency: 'usd', cart: '1x1' }),
  );
  localStorage.setItem('cartItems', JSON.stringify([CART_LINE]));
  localStorage.setItem('placed-orders', JSON.stringify({ pi_earlier: 41 }));
  reloadCartFromStorage();
}

/** Sets document.cookie's writes aside, to see the session cookie expired. */
function watchCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (
    this: Document,
    value: string,
  ) {
    writes.push(value);
    descriptor.set!.call(this, value);
  });
  return writes;
}

/** The app's router and query cache wired as App wires them, without rendering. */
function connectedApp() {
  const queryClient = new QueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/'] }));
  const disconnect = connectSessionToApp(router, queryClient);
  return { queryClient, router, disconnect };
}

afterEach(() => {
  vi.restoreAllMocks();
  setBearerMode(false);
});

describe('forgetUser: the one way to forget the user', () => {
  it('after a sign-out: no query data of the user, no address, no client secret, no placed orders, no cart, no stored user or token, the cookie expired', async () => {
    await storeSignedIn('user1');
    setBearerMode(true);
    rememberAuthToken('jwt-in-memory');
    leaveTraces();
    const cookieWrites = watchCookieWrites();
    const { queryClient, disconnect } = connectedApp();
    const user = readAuthUser();
    queryClient.setQueryData(sessionKeys.all, user);
    queryClient.setQueryData(['orders', 'mine'], [{ orderId: 1 }]);
    queryClient.setQueryData(['addresses'], [ADDRESS]);
    queryClient.setQueryData(['admin', 'users'], { content: [] });
    queryClient.setQueryData(['products', { pageNumber: 0 }], { content: [] });
    queryClient.setQueryData(['categories', 'catalog-filter'], []);
    let signOutCalled = false;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/auth/signout')) signOutCalled = true;
    });

    expect(await signOut()).toBeNull();

    expect(signOutCalled).toBe(true);
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(queryClient.getQueryData(['orders', 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(['addresses'])).toBeUndefined();
    expect(queryClient.getQueryData(['admin', 'users'])).toBeUndefined();
    // The public catalogue stays: it is nobody's.
    expect(queryClient.getQueryData(['products', { pageNumber: 0 }])).toEqual({ content: [] });
    expect(queryClient.getQueryData(['categories', 'catalog-filter'])).toEqual([]);
    expect(getCheckoutState().address).toBeNull();
    expect(readClientSecretFromStorage()).toBeNull();
    expect(getCartState().items).toEqual([]);
    expect(readAuthUser()).toBeNull();
    expect(readAuthToken()).toBeNull();
    for (const key of [
      'auth',
      'user',
      'authToken',
      'token',
      'cartItems',
      'CHECKOUT_ADDRESS',
      'client-secret',
      'client-secret-for',
      'placed-orders',
    ])
      expect(localStorage.getItem(key)).toBeNull();
    expect(cookieWrites).toContain('springBootEcom=; Path=/api; Max-Age=0; SameSite=Lax');
    disconnect();
  });

  it('a confirmed expiry forgets the user and the checkout but keeps the cart for them', () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ id: 2, username: 'user1', roles: ['ROLE_USER'] }),
    );
    leaveTraces();
    forgetUser('session-expired');
    expect(readAuthUser()).toBeNull();
    expect(getCheckoutState().address).toBeNull();
    expect(readClientSecretFromStorage()).toBeNull();
    expect(localStorage.getItem('placed-orders')).toBeNull();
    expect(getCartState().items).toHaveLength(1);
  });
});

describe('a failed sign-out', () => {
  it('says so, and still forgets the user here and goes to /login', async () => {
    allowOffContractResponses(); // the contract lists no 500 for sign-out
    server.use(
      http.post('*/api/auth/signout', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user, path } = await renderSignedIn('user1', '/profile');
    leaveTraces();
    await user.click(await screen.findByRole('button', { name: 'Account menu for user1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    expect(
      await screen.findByText('Could not sign out on the server: Database unavailable'),
    ).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('CHECKOUT_ADDRESS')).toBeNull();
    expect(getCartState().items).toEqual([]);
  });

  it('when the server cannot be reached, says that too', async () => {
    server.use(http.post('*/api/auth/signout', () => HttpResponse.error()));
    await renderSignedIn('user1', '/');
    await screen.findByRole('button', { name: 'Account menu for user1' });
    const failure = await signOut();
    expect(failure).toBeTruthy();
    expect(
      await screen.findByText(`Could not sign out on the server: ${failure}`),
    ).toBeInTheDocument();
    expect(readAuthUser()).toBeNull();
  });
});

describe('the admin area waits for GET /auth/user', () => {
  it('shows a neutral loader, not the shell, until the server has answered', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      http.get('*/api/auth/user', async () => {
        asked++;
        await answered;
        const admin = db().users.find((u) => u.username === 'admin')!;
        return HttpResponse.json({
          id: admin.id,
          username: 'admin',
          email: admin.email,
          roles: admin.roles,
        });
      }),
    );
    await renderSignedIn('admin', '/admin');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(screen.queryByText('欢迎回来，管理员')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    answer();
    expect(await screen.findByText('欢迎回来，管理员')).toBeInTheDocument();
  });

  it('trusts the server, not stored roles: a shopper who stored ROLE_ADMIN gets No access, not the shell', async () => {
    await storeSignedIn('user1');
    const stored = JSON.parse(localStorage.getItem('auth')!) as object;
    localStorage.setItem('auth', JSON.stringify({ ...stored, roles: ['ROLE_ADMIN'] }));
    const { path } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByText('欢迎回来，管理员')).toBeNull();
    expect(path()).toBe('/admin');
  });

  it('a check that gets no answer shows a message with a retry, never the shell', async () => {
    server.use(http.get('*/api/auth/user', () => HttpResponse.error()));
    const { user } = await renderSignedIn('admin', '/admin');
    expect(await screen.findByText('Could not check your session')).toBeInTheDocument();
    expect(screen.queryByText('欢迎回来，管理员')).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('欢迎回来，管理员')).toBeInTheDocument();
  });
});

/** What the browser tells this tab when another one changes the stored user. */
function otherTabWrites(value: object | null) {
  const oldValue = localStorage.getItem('auth');
  if (value === null) localStorage.removeItem('auth');
  else localStorage.setItem('auth', JSON.stringify(value));
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'auth',
      oldValue,
      newValue: value === null ? null : JSON.stringify(value),
      storageArea: localStorage,
    }),
  );
}

describe('tabs follow each other', () => {
  it('a sign-out in another tab forgets the user here and leaves the protected page for /login', async () => {
    const { path } = await renderSignedIn('user1', '/profile');
    expect(await screen.findByRole('heading', { name: 'user1' })).toBeInTheDocument();
    leaveTraces();
    // The other tab cleared the cart and the checkout with its own sign-out; this one forgets too.
    localStorage.removeItem('cartItems');
    otherTabWrites(null);
    await waitFor(() => expect(path()).toBe('/login?redirect=%2Fprofile'));
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(getCheckoutState().address).toBeNull();
    expect(getCartState().items).toEqual([]);
  });

  it('a sign-in as someone else in another tab forgets this user and reloads as the new one', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    await renderSignedIn('user1', '/');
    await screen.findByRole('button', { name: 'Account menu for user1' });
    leaveTraces();
    const admin = db().users.find((u) => u.username === 'admin')!;
    otherTabWrites({ id: admin.id, username: 'admin', roles: ['ROLE_ADMIN'] });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // Until the reload: the previous user's checkout is gone, the new stored user is kept.
    expect(getCheckoutState().address).toBeNull();
    expect(readAuthUser()?.username).toBe('admin');
    expect(screen.queryByRole('button', { name: 'Account menu for user1' })).toBeNull();
  });

  it('a sign-in in another tab while this one is signed out switches this one too', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    renderApp('/');
    await screen.findAllByRole('link', { name: 'Login' });
    const user1 = db().users.find((u) => u.username === 'user1')!;
    otherTabWrites({ id: user1.id, username: 'user1', roles: ['ROLE_USER'] });
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('ignores other keys and the same identity', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    await renderSignedIn('user1', '/');
    await screen.findByRole('button', { name: 'Account menu for user1' });
    const stored = JSON.parse(localStorage.getItem('auth')!) as object;
    otherTabWrites({ ...stored, email: 'new@mail.com' });
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'mantine-color-scheme', newValue: 'dark' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Account menu for user1' })).toBeInTheDocument();
  });
});
