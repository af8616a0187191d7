/**
 * The shop's public address, from SITE_URL at build time (vite.config.ts): what canonical links,
 * link previews, structured data and the sitemap name. Without it, the address `vite preview`
 * serves the build at, so a build always writes whole URLs (the build warns when a production
 * build falls back to it).
 */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

export const SITE_URL: string = (
  (import.meta.env.SITE_URL as string | undefined) || DEFAULT_SITE_URL
).replace(/\/+$/, '');

/** A path of the shop (or an absolute URL, kept) as a whole URL on SITE_URL. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${SITE_URL}/`).href;
}
