import { readAuthToken, tokenFromStored } from './auth-storage';
import { API_BASE_URL } from './config';

/** What GET /auth/user says of the session: there, gone (a 401 of its own), or no answer. */
export type SessionCheck = 'active' | 'gone' | 'unknown';

/**
 * Asks the server whether the session still holds, outside the typed client: the check must not
 * run the client's own 401 handling (which could start another check). Like the client, it sends
 * the cookie, and the in-memory bearer token when the deploy uses one (VITE_AUTH_BEARER=true).
 * A 401 counts as "gone", also with Spring's masked body (`"path":"/error"`): this path's own
 * answer for a missing principal on the public course server. Anything else that is not a 200 is
 * "unknown", which keeps the session: nobody is signed out on a guess.
 */
export async function checkSessionWithServer(
  baseUrl: string = API_BASE_URL,
): Promise<SessionCheck> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = tokenFromStored(readAuthToken());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await globalThis.fetch(
      new Request(`${baseUrl}/auth/user`, { credentials: 'include', headers }),
    );
  } catch {
    return 'unknown';
  }
  if (response.ok) return 'active';
  // Any 401 here, masked or not: the course server answers a signed-out GET /auth/user with its
  // masked body, and a signed-in one with 200 (docs/product/real-server.md).
  return response.status === 401 ? 'gone' : 'unknown';
}
