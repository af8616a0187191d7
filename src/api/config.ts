/**
 * Where the API lives and whether the mock backend answers it, read once from Vite's env.
 *
 * The base URL is made absolute against the page's origin: openapi-fetch builds `Request`
 * objects, and msw in node (vitest) only matches absolute URLs.
 */

const DEFAULT_API_BASE_URL = '/api';
// Node without jsdom has no location; any origin will do there, msw's handlers match `*/api`.
const FALLBACK_ORIGIN = 'http://localhost';

export function resolveApiBaseUrl(
  configured: unknown = import.meta.env.VITE_API_BASE_URL,
  origin: string | undefined = globalThis.location?.origin,
): string {
  const raw =
    typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_API_BASE_URL;
  // about:blank and file: pages report the origin "null", which URL cannot resolve against.
  const base = origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
  return new URL(raw, base).href.replace(/\/+$/, '');
}

/** Absolute base of every /api call, without a trailing slash (e.g. `http://localhost:5173/api`). */
export const API_BASE_URL = resolveApiBaseUrl();

/**
 * True when the msw mock backend answers instead of a server. Kept as a plain comparison of
 * the build-time constant so that Vite drops the mock imports from a production build.
 */
export const API_MOCKS_ENABLED = import.meta.env.VITE_API_MOCKS === 'true';
