/**
 * Where to go after sign-in: only a path of this app. The value comes from the address bar
 * (`/login?redirect=…`), so anyone can write it into a link: whatever is not plainly an app path
 * falls back to `/`. Refused, among others:
 *   - anything not starting with one `/` (`https://x`, `javascript:`, `@x`, `%2F%2Fx`);
 *   - `//x`, `/\x`, `/%2F%2Fx`, `/%5Cx` (browsers read them as another host), also nested
 *     encodings (`/%252F%252Fx`) and encodings that do not decode;
 *   - dot segments (`/..//x`, `/.//x`, `/x/../..//y`) and empty segments (`///x`);
 *   - white space and control characters anywhere (the URL parser drops tabs and newlines,
 *     turning `/\t/x` into `//x`), and any character outside printable ASCII in the path
 *     (`／／x`, `∕∕x` look like slashes);
 *   - very long values, and the paths of /login and /register (they would send the person back).
 * `/@x` is kept: it is a path of this app (a not-found page), not a user-info prefix.
 */

const FALLBACK = '/';
const MAX_LENGTH = 2048;
const MAX_DECODINGS = 4;

/** Printable ASCII without space and backslash: the characters an app path is written with. */
const PATH_CHARACTERS = /^[\x21-\x5b\x5d-\x7e]*$/;
/** White space or control characters (ASCII and Unicode). */
const WHITE_SPACE_OR_CONTROL = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The path decoded until it stops changing; null when it does not decode or keeps changing. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function isPlainAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (!PATH_CHARACTERS.test(path)) return false;
  const segments = path.slice(1).split('/');
  // Empty segments (`/a//b`) and dot segments are never part of a link of this app.
  return segments.every((segment, index) =>
    segment === '' ? index === segments.length - 1 : segment !== '.' && segment !== '..',
  );
}

export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH)
    return FALLBACK;
  if (WHITE_SPACE_OR_CONTROL.test(target)) return FALLBACK;
  const [path = ''] = target.split(/[?#]/, 1);
  if (!isPlainAppPath(path)) return FALLBACK;
  const decoded = fullyDecoded(path);
  if (decoded === null || !isPlainAppPath(decoded)) return FALLBACK;
  try {
    const url = new URL(target, 'http://this.app');
    if (url.origin !== 'http://this.app') return FALLBACK;
    if (url.pathname === '/login' || url.pathname === '/register') return FALLBACK;
    return url.pathname + url.search + url.hash;
  } catch {
    return FALLBACK;
  }
}
