import { db } from '../../mocks/db/database';

/** Raw fetch to the mock backend, as a browser would call it (cookies included). */
export function callApi(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${location.origin}/api${path}`, {
    credentials: 'include',
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

export const PASSWORDS = { admin: 'adminPass', user1: 'password1', seller1: 'password2' } as const;

/** Signs in; the session cookie is kept by msw's cookie store like a browser would keep it. */
export async function signIn(username: keyof typeof PASSWORDS) {
  const response = await callApi('/auth/signin', {
    method: 'POST',
    json: { username, password: PASSWORDS[username] },
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return (await response.json()) as { id: number; jwtToken: string };
}

export async function signOut() {
  await callApi('/auth/signout', { method: 'POST' });
}

/** A product with at least `min` in stock, read from the seeded tables. */
export function productInStock(min = 2) {
  const product = db().products.find((p) => p.quantity >= min);
  if (!product) throw new Error('seed has no product in stock');
  return product;
}

export function addressOf(username: string) {
  const user = db().users.find((u) => u.username === username)!;
  return db().addresses.find((a) => a.userId === user.id)!;
}
