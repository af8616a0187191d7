import type { UserRow } from '../db/types';
import {
  email,
  LIMITS,
  noInvisibleCharacters,
  normaliseUsername,
  notBlank,
  size,
  usernameKey,
} from '../validation';

/**
 * What sign-up and the back office's user form share on the real server: the account's
 * username, email and password rules, and one user per username and per email.
 */
const U = LIMITS.user;

export const accountRules = {
  username: [notBlank, noInvisibleCharacters, size(3, U.username)],
  email: [notBlank, noInvisibleCharacters, size(0, U.email), email],
};

export const passwordRule = [notBlank, size(6, U.password)];

/** The username as sent, NFKC-normalised and trimmed, so the rules see what would be stored. */
export const withNormalUsername = (body: Record<string, unknown>): Record<string, unknown> => ({
  ...body,
  username: typeof body.username === 'string' ? normaliseUsername(body.username) : body.username,
});

/**
 * The server's refusal when the username or the email is another user's, else null. Case- and
 * width-insensitive: "Admin" and "admin" are one user.
 */
export function accountConflict(
  users: readonly UserRow[],
  body: Record<string, unknown>,
): string | null {
  const key = usernameKey(String(body.username));
  if (users.some((u) => usernameKey(u.username) === key))
    return 'Error: Username is already taken!';
  if (users.some((u) => u.email.toLowerCase() === String(body.email).toLowerCase()))
    return 'Error: Email is already in use!';
  return null;
}
