/**
 * A query's `meta` saying its answer is the same for every visitor (the catalogue): the build
 * puts such answers into a page's HTML (src/app/router.ts). Everything else (the session, the
 * account's data) is per person and never leaves the browser it was asked from.
 */
export const PUBLIC_DATA = { publicData: true } as const;

export const isPublicData = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.publicData === true;
