/** The banner turns every 4000 ms. */
export const BANNER_AUTOPLAY_MS = 4000;
