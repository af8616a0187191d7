/**
 * Marks a part of a page that is below the fold wherever the page is shown (the catalogue's page
 * numbers under a full page of products): the build inlines no rule for it alone (its first
 * paint cannot show it), and the page's stylesheet, applied before the app runs, styles it
 * (build/page-html/critical-styles.ts, decision 0022). A constant of its own: the build imports
 * it without the app's modules (`@internal`: knip's production mode sees no build).
 *
 * @internal
 */
export const BELOW_THE_FOLD_ATTRIBUTE = 'data-below-fold';

/** The attribute as props, for a component's root. */
export const BELOW_THE_FOLD = { [BELOW_THE_FOLD_ATTRIBUTE]: '' } as const;
