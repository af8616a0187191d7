/**
 * The session cookie's name on the real server (Spring's `springBootEcom`), the one the mock
 * backend (mocks/auth.ts) sets as well: the app expires it at sign-out, the mock reads it.
 */
export const SESSION_COOKIE = 'springBootEcom';
