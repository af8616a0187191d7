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
 * Where bare image file names load from, without a trailing slash: VITE_IMAGE_BASE_URL, made
 * absolute like the API base, or `${API base}/images` when it is not set (the contract's
 * GET /images/{imageName}). The Spring server serves its uploads at `/images/**`, outside `/api`:
 * against it, set VITE_IMAGE_BASE_URL=/images (the dev server and preview proxy /images too).
 */
export function resolveImageBaseUrl(
  configured: unknown = import.meta.env.VITE_IMAGE_BASE_URL,
  apiBaseUrl: string = API_BASE_URL,
  origin: string | undefined = globalThis.location?.origin,
): string {
  if (typeof configured !== 'string' || !configured.trim()) return `${apiBaseUrl}/images`;
  const base = origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
  return new URL(configured.trim(), base).href.replace(/\/+$/, '');
}

/** Absolute base of the product images (e.g. `http://localhost:5173/api/images`). */
export const IMAGE_BASE_URL = resolveImageBaseUrl();

/**
 * True when the msw mock backend answers instead of a server. Kept as a plain comparison of
 * the build-time constant so that Vite drops the mock imports from a production build.
 */
export const API_MOCKS_ENABLED = import.meta.env.VITE_API_MOCKS === 'true';
