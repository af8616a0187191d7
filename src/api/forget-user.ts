import { clearCartStorage, clearCheckoutStorage } from '@/lib/storage';
import { clearAuthStorage, forgetAuthToken } from './auth-storage';
import { API_BASE_URL } from './config';
import { SESSION_COOKIE } from './session-cookie';
import { nextSessionGeneration } from './session-generation';

/**
 * The one way the app forgets who was signed in. A sign-out (storefront menu or back office), a
 * session the server confirmed gone (the 401 handler) and a sign-out or a change of identity in
 * another tab all end here, so nothing of the last user is left behind by a path that forgot a
 * step.
 *
 * What it does itself, whether or not the modules that own the data are loaded: the stored user
 * and token (both spellings, and the token kept in memory), the checkout address and client
 * secret in storage, the cart in storage when the reason says the cart goes, and the
 * `springBootEcom` cookie (the real server's cookie is not HttpOnly, so the page can expire it).
 * What lives in memory (the query cache, the checkout and cart stores) is forgotten by whoever
 * owns it: each registers here with `registerUserData` instead of being listed in five places.
 */

export type ForgetReason =
  /** The person signed out here (or a sign-in was refused): everything of theirs goes. */
  | 'signed-out'
  /** The server confirmed the session gone: the user's data goes, the cart stays for them. */
  | 'session-expired'
  /** Another tab signed out: the same as a sign-out here, without a second server call. */
  | 'signed-out-elsewhere'
  /** Another tab signed in as someone else: the previous user's data goes, the new stored user stays. */
  | 'switched-elsewhere'
  /**
   * A sign-in here succeeded: whatever the previous person (or a guest's calls) left in memory
   * goes before the new person is stored; the cookie the sign-in just set stays, and so does the
   * cart (a guest's cart becomes the user's).
   */
  | 'signed-in';

/**
 * The cart belongs to whoever filled it while signed in: it goes when that person signs out (here
 * or in another tab). A session that merely expired keeps it, so the same person can sign in
 * again and pay; a guest's cart survives a sign-in (a sign-in forgets nothing of the cart).
 */
export const forgetsCart = (reason: ForgetReason) =>
  reason === 'signed-out' || reason === 'signed-out-elsewhere';

export type UserDataForgetter = (reason: ForgetReason) => void;

const forgetters = new Map<string, UserDataForgetter>();

/**
 * Registers what must be forgotten with the user (an in-memory store, a cache). A second
 * registration under the same name replaces the first. Returns the unregistration.
 */
export function registerUserData(name: string, forget: UserDataForgetter): () => void {
  forgetters.set(name, forget);
  return () => {
    if (forgetters.get(name) === forget) forgetters.delete(name);
  };
}

/** The cookie paths to expire: the API base's path when it is this origin, and `/api`. */
function cookiePaths(): string[] {
  const paths = new Set(['/api']);
  try {
    const base = new URL(API_BASE_URL);
    if (base.origin === globalThis.location?.origin)
      paths.add(base.pathname.replace(/\/+$/, '') || '/');
  } catch {
    // no usable base: /api is the default anyway
  }
  return [...paths];
}

/** Expires the session cookie where the page can reach it (not HttpOnly, same site). */
export function expireSessionCookie(): void {
  if (typeof document === 'undefined') return;
  for (const path of cookiePaths()) {
    try {
      document.cookie = `${SESSION_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax`;
    } catch {
      // a sandboxed document may refuse cookies: nothing stored there to expire
    }
  }
}

/**
 * Forgets the user. Never throws: one failing forgetter does not keep the others from running.
 * After a change of identity in another tab, or a sign-in here, the cookie is the new person's
 * (and, from another tab, the stored user too): only the previous user's data goes (and the token
 * this page held in memory).
 *
 * First of all the session's generation moves on (src/api/session-generation.ts): from here on,
 * an answer to a call the previous person started is nobody's, whenever it arrives.
 */
export function forgetUser(reason: ForgetReason): void {
  nextSessionGeneration(reason === 'session-expired');
  if (reason === 'switched-elsewhere' || reason === 'signed-in') forgetAuthToken();
  else {
    clearAuthStorage();
    expireSessionCookie();
  }
  clearCheckoutStorage();
  if (forgetsCart(reason)) clearCartStorage();
  for (const [name, forget] of forgetters) {
    try {
      forget(reason);
    } catch (error) {
      console.error(`Could not forget the user's ${name}`, error);
    }
  }
}
