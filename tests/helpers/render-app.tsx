import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { writeAuthUser } from '@/api/auth-storage';
import { PASSWORDS, signIn } from './mock-api';

/**
 * Renders the whole app at a path, as a person would open it: real router, real query client,
 * real API client, answered by the msw mock backend.
 */
export function renderApp(path = '/') {
  const history = createMemoryHistory({ initialEntries: [path] });
  // No timer between keystrokes (`delay: null`): the default waits a macrotask after each one,
  // which under jsdom doubled the time of the back-office tests that type (docs/test-costs.md);
  // React still renders between them, as every event is awaited.
  const user = userEvent.setup({ delay: null });
  const view = render(<App history={history} mantineEnv="test" />);
  return {
    ...view,
    user,
    history,
    path: () => history.location.pathname + history.location.search,
  };
}

/** Opens the app already signed in (a session cookie, and the user's profile in storage). */
export async function renderSignedIn(username: keyof typeof PASSWORDS, path = '/') {
  await storeSignedIn(username);
  return renderApp(path);
}

/**
 * Signs in and stores the user as the login page would, without rendering anything. The session
 * is the cookie msw's cookie store keeps, as a browser would; no token is stored (the app never
 * writes one to web storage).
 */
export async function storeSignedIn(username: keyof typeof PASSWORDS) {
  const info = await signIn(username);
  const {
    id,
    username: name,
    email,
    roles,
  } = info as unknown as {
    id: number;
    username: string;
    email?: string;
    roles: ('ROLE_USER' | 'ROLE_SELLER' | 'ROLE_ADMIN')[];
  };
  writeAuthUser({ id, username: name, email, roles });
}

export { screen };
