/**
 * Where to go after sign-in: only a path of this app. Anything else (another origin,
 * protocol-relative `//evil.example`, backslash tricks, a path back to /login) falls back to `/`.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return '/';
  if (target.startsWith('//') || target.includes('\\')) return '/';
  try {
    const url = new URL(target, 'http://this.app');
    if (url.origin !== 'http://this.app') return '/';
    if (url.pathname === '/login' || url.pathname === '/register') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
