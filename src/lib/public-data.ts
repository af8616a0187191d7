/**
 * A query's `meta` saying its answer is the same for every visitor (the catalogue): the build
 * puts such answers into a page's HTML (src/app/router.ts). Everything else (the session, the
 * account's data) is per person and never leaves the browser it was asked from.
 */
export const PUBLIC_DATA = { publicData: true } as const;

/**
 * Everyone's data a page is whole without (a product's reviews, below the fold): a render may ask
 * for it (a head reads what it needs of it: the reviews' structured data), but its answer does
 * not go into the page's HTML (src/app/router.ts), nor does a render whose answer failed or did
 * not come fail (src/prerender/render-page.tsx, `failedAnswers`): the browser asks for it, as it
 * renders what is below the fold (decision 0022, "a product page of 12 KB").
 */
export const OPTIONAL_PUBLIC_DATA = { publicData: true, optionalData: true } as const;

export const isPublicData = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.publicData === true;

/** Whether a render that lacks this query's answer is still a good page. */
export const isOptionalData = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.optionalData === true;
