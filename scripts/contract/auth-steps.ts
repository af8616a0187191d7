/** Sign-in and sign-out, shared by every signed-in part of the run. */
import type { Account } from './cli-options';
import type { ApiSession } from './session';
import type { Verification } from './verification';

/** Signs the session in; the answer, or null when the sign-in failed. */
export function signIn(v: Verification, session: ApiSession, who: Account) {
  return v.check({
    operationId: 'signIn',
    session,
    method: 'POST',
    path: '/auth/signin',
    json: who,
    expect: [200],
    note: `as ${who.username}`,
  });
}

export async function signOut(v: Verification, session: ApiSession, who: string) {
  await v.check({
    operationId: 'signOut',
    session,
    method: 'POST',
    path: '/auth/signout',
    expect: [200],
    note: `as ${who}`,
  });
  // Whatever the server answered, the next step of this session must not ride on the old cookie.
  session.clearCookies();
}
