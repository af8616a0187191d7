import { HttpResponse } from 'msw';
import { clearedCookie, currentUser, endSession, startSession } from '../auth';
import { db } from '../db/database';
import { newUserRow } from '../db/new-user';
import { http } from '../http';
import {
  badRequest,
  malformedBody,
  notFound,
  readJson,
  unauthorized,
  validationFailed,
} from '../responses';
import { accountConflict, accountRules, passwordRule, withNormalUsername } from './account-rules';
import { signInThrottle, signInThrottleMessage, type SignInThrottle } from '../throttle';
import {
  isRecord,
  LIMITS,
  maxLength,
  noInvisibleCharacters,
  notBlank,
  optionalStrings,
  usernameKey,
  validate,
} from '../validation';

function tooManyAttempts(seconds: number) {
  return HttpResponse.json<{ message: string; status: boolean }>(
    { message: signInThrottleMessage(seconds), status: false },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * POST /auth/signin with the server's throttle: the careful one (mocks/throttle.ts) in the shared
 * handlers; quirks mode, like the real server, has none (mocks/quirks/no-sign-in-throttle.ts).
 */
export function signInHandler(throttle: SignInThrottle) {
  return http.post('/auth/signin', async ({ request }) => {
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const input = withNormalUsername(body);
    const invalid = validate(input, {
      username: [notBlank, noInvisibleCharacters, maxLength(LIMITS.signIn.username, 'Username')],
      password: [notBlank, maxLength(LIMITS.signIn.password, 'Password')],
    });
    if (invalid) return validationFailed(invalid);
    const username = String(input.username);
    const wait = throttle.retryAfter(request, username);
    if (wait > 0) return tooManyAttempts(wait);
    const key = usernameKey(username);
    const user = db().users.find((u) => usernameKey(u.username) === key);
    // The deployed server version answers bad credentials with 404 and this body (later ones 401;
    // docs/product/real-server.md#2-authentication).
    if (!user || user.password !== body.password || !user.active) {
      throttle.failed(request, username);
      return notFound('Bad credentials');
    }
    throttle.succeeded(request, username);
    const { cookie } = startSession(user);
    return HttpResponse.json(
      {
        id: user.id,
        username: user.username,
        email: user.email,
        roles: user.roles,
        jwtToken: cookie,
      },
      { headers: { 'Set-Cookie': cookie } },
    );
  });
}

export const authHandlers = [
  signInHandler(signInThrottle),

  http.post('/auth/signup', async ({ request }) => {
    const body = await readJson(request);
    // `role` is a set of strings on the real server: anything else fails in Jackson (Malformed
    // JSON; quirks mode's masked 401).
    if (!isRecord(body) || !optionalStrings(body.role)) return malformedBody();
    const input = withNormalUsername(body);
    const invalid = validate(input, { ...accountRules, password: passwordRule });
    if (invalid) return validationFailed(invalid);
    const tables = db();
    const username = String(input.username);
    const taken = accountConflict(tables.users, input);
    if (taken) return badRequest(taken);
    tables.users.push(
      newUserRow({ username, email: String(body.email), password: String(body.password) }),
    );
    return HttpResponse.json({ message: 'User registered successfully!' });
  }),

  http.post('/auth/signout', ({ request, cookies }) => {
    endSession(request, cookies);
    return HttpResponse.json(
      { message: "You've been signed out!" },
      { headers: { 'Set-Cookie': clearedCookie } },
    );
  }),

  http.get('/auth/user', ({ request, cookies }) => {
    const user = currentUser(request, cookies);
    if (!user) return unauthorized(request);
    return HttpResponse.json({
      id: user.id,
      username: user.username,
      email: user.email,
      roles: user.roles,
    });
  }),
];
