import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, useScenario } from '../../mocks/node';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { renderApp, screen } from '../helpers/render-app';

const usernameBox = () => screen.getByRole('textbox', { name: /UserName/ });
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Login Here' });
  return app;
}

/** Types the username and password and presses Login. */
async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  username: string,
  password: string,
) {
  await user.type(usernameBox(), username);
  await user.type(passwordBox(), password);
  await user.click(loginButton());
}

describe('the login page', () => {
  it('validates a field on first touch with its messages', async () => {
    const { user } = await openLogin();
    await user.click(usernameBox());
    await user.click(passwordBox());
    expect(await screen.findByText('*UserName is required')).toBeInTheDocument();
    await user.click(usernameBox());
    expect(await screen.findByText('*Password is required')).toBeInTheDocument();
  });

  it('does not send an empty form', async () => {
    const { user } = await openLogin();
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/signin')) calls++;
    });
    await user.click(loginButton());
    expect(await screen.findByText('*UserName is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('signs in, stores the profile (never the token) under the agreed keys, toasts and goes home', async () => {
    const { user, path } = await openLogin();
    await submitLogin(user, 'user1', 'password1');
    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/'));
    expect(JSON.parse(localStorage.getItem('auth')!)).toMatchObject({
      username: 'user1',
      roles: ['ROLE_USER'],
    });
    // The session is the cookie: no bearer token in web storage, under any key.
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth')).not.toContain('springBootEcom');
    expect(localStorage.getItem('auth')).not.toContain('jwtToken');
    expect(
      await screen.findByRole('button', { name: 'Account menu for user1' }),
    ).toBeInTheDocument();
  });

  it('goes back to the page that asked for a sign-in, but never to another origin', async () => {
    const first = await openLogin('/login?redirect=%2Fprofile%2Forders');
    await submitLogin(first.user, 'user1', 'password1');
    await waitFor(() => expect(first.path()).toBe('/profile/orders'));
    first.unmount();
    localStorage.clear();

    const second = await openLogin('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await submitLogin(second.user, 'user1', 'password1');
    await waitFor(() => expect(second.path()).toBe('/'));
  });

  it("shows the server's 'Bad credentials' and keeps what was typed", async () => {
    const { user, path } = await openLogin();
    await submitLogin(user, 'user1', 'not-the-password');
    expect(await screen.findByText('Bad credentials')).toBeInTheDocument();
    expect(usernameBox()).toHaveValue('user1');
    expect(passwordBox()).toHaveValue('not-the-password');
    expect(path()).toBe('/login');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it("toasts 'Internal Server Error' when the server cannot be reached", async () => {
    const { user } = await openLogin();
    useScenario('network-error');
    await submitLogin(user, 'user1', 'password1');
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(usernameBox()).toHaveValue('user1');
  });

  it('shows it is working and sends one request however often it is clicked', async () => {
    const { user } = await openLogin();
    useScenario('slow');
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/signin')) calls++;
    });
    await submitLogin(user, 'user1', 'password1');
    await user.click(loginButton());
    await user.keyboard('{Enter}');
    expect(loginButton()).toHaveAttribute('data-loading', 'true');
    expect(await screen.findByText('Login Success', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  describe('a throttled sign-in (429)', () => {
    const throttle = (body: Record<string, unknown>) =>
      server.use(
        http.post('*/api/auth/signin', () =>
          HttpResponse.json(body, { status: 429, headers: { 'Retry-After': '42' } }),
        ),
      );

    it("shows the server's message and keeps the typed username", async () => {
      throttle({ message: 'Too many sign-in attempts. Try again in 42 seconds.', status: false });
      const { user, path } = await openLogin();
      await submitLogin(user, 'user1', 'guess');
      expect(
        await screen.findByText('Too many sign-in attempts. Try again in 42 seconds.'),
      ).toBeInTheDocument();
      expect(usernameBox()).toHaveValue('user1');
      expect(path()).toBe('/login');
      expect(localStorage.getItem('auth')).toBeNull();
    });

    it('builds the message from Retry-After when the body has none', async () => {
      allowOffContractResponses(); // a server that writes no message (the contract's 429 has one)
      throttle({});
      const { user } = await openLogin();
      await submitLogin(user, 'user1', 'guess');
      expect(
        await screen.findByText('Too many sign-in attempts. Try again in 42 seconds.'),
      ).toBeInTheDocument();
      expect(usernameBox()).toHaveValue('user1');
    });
  });
});
