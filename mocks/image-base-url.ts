/**
 * Where the full picture URLs of GET /public/products point: the mock's `image.base.url`.
 *
 * The real server builds them from one fixed setting, whoever asks and by whatever Host. The mock
 * does the same, so a page the build rendered from one address and the answer a browser gets at
 * another name the same picture, and hydrating a built page changes no `src`. Each runner sets it
 * once: the HTTP server to its `imageBaseUrl` option (default: its own address), the in-browser
 * mock to the app's configured API base. One setting per process or page, like the mock's
 * database. Unset (vitest's msw server), the origin of the call's URL (the app's own API base).
 */
let configured: string | undefined;

/** Sets the base (no trailing slash needed); `undefined` goes back to the call's origin. */
export function setImageBaseUrl(url: string | undefined): void {
  const trimmed = url?.trim().replace(/\/+$/, '');
  configured = trimmed || undefined;
}

/** The base the answer to `requestUrl` builds its picture URLs on. */
export function imageBaseUrl(requestUrl: string): string {
  return configured ?? `${new URL(requestUrl).origin}/api/images`;
}

/**
 * The in-browser mock's base: the API base the app is built with (VITE_API_BASE_URL, by default
 * `/api`) plus /images, as written, not made absolute, so the build's mock server (which renders
 * the mock-mode build's pages) can be given the very same base.
 */
export const inPageImageBaseUrl = (apiBase: string | undefined): string =>
  `${(apiBase?.trim() || '/api').replace(/\/+$/, '')}/images`;
