import { onReset } from './db/database';
import { clientOf } from './client';
import { usernameKey } from './validation';

/**
 * The careful server's sign-in throttle: after MAX_FAILURES failed sign-ins for one username or
 * from one client within WINDOW_MS, every sign-in for that username or from that client (right
 * password or not) is refused with 429 until the oldest of those failures is older than the
 * window. Only failures count; a successful sign-in clears the username's and the client's
 * failures. Refused attempts are not counted (waiting is always enough). Kept in memory beside
 * the tables and cleared with them (resetDatabase). The real server has no throttle
 * (mocks/quirks/no-sign-in-throttle.ts).
 */
export const SIGN_IN_THROTTLE = { maxFailures: 5, windowMs: 5 * 60_000 } as const;

/** At most this many keys are remembered (oldest dropped first), so the map cannot grow forever. */
const MAX_KEYS = 10_000;

const failures = new Map<string, number[]>();

onReset(() => failures.clear());

function recent(key: string, now: number): number[] {
  const times = (failures.get(key) ?? []).filter((t) => t > now - SIGN_IN_THROTTLE.windowMs);
  if (times.length) failures.set(key, times);
  else failures.delete(key);
  return times;
}

/** Seconds until a sign-in under these keys is allowed again; 0 when it is allowed now. */
function signInRetryAfter(keys: string[], now = Date.now()): number {
  let wait = 0;
  for (const key of keys) {
    const times = recent(key, now);
    if (times.length < SIGN_IN_THROTTLE.maxFailures) continue;
    // Allowed again once fewer than maxFailures remain in the window.
    const freeing = times[times.length - SIGN_IN_THROTTLE.maxFailures]!;
    wait = Math.max(wait, Math.ceil((freeing + SIGN_IN_THROTTLE.windowMs - now) / 1000));
  }
  return Math.max(0, wait);
}

function recordSignInFailure(keys: string[], now = Date.now()): void {
  for (const key of keys) {
    const times = recent(key, now);
    times.push(now);
    failures.delete(key);
    failures.set(key, times.slice(-SIGN_IN_THROTTLE.maxFailures));
  }
  while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value!);
}

function clearSignInFailures(keys: string[]): void {
  for (const key of keys) failures.delete(key);
}

export const signInThrottleMessage = (seconds: number) =>
  `Too many sign-in attempts. Try again in ${seconds} seconds.`;

/** How POST /auth/signin consults a throttle (mocks/handlers/auth.ts). */
export interface SignInThrottle {
  /** Seconds until this sign-in may be tried; 0 now. */
  retryAfter(request: Request, username: string): number;
  failed(request: Request, username: string): void;
  succeeded(request: Request, username: string): void;
}

/** The throttle's keys: the username (normalised) and, over HTTP, the calling client. */
function throttleKeys(request: Request, username: string): string[] {
  const client = clientOf(request);
  return [`user:${usernameKey(username)}`, ...(client ? [`client:${client}`] : [])];
}

/** The careful server's throttle, by username and by client. */
export const signInThrottle: SignInThrottle = {
  retryAfter: (request, username) => signInRetryAfter(throttleKeys(request, username)),
  failed: (request, username) => recordSignInFailure(throttleKeys(request, username)),
  // A success clears the username's failures; a client's failures only expire, so one valid
  // account does not buy a client unlimited guesses at the others.
  succeeded: (request, username) =>
    clearSignInFailures(throttleKeys(request, username).filter((k) => k.startsWith('user:'))),
};
