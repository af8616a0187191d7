/**
 * Marks a built page's module preloads of its own route's chunks (build/vite-plugin-prerender.ts),
 * listed dependencies first, so the app can evaluate them one task at a time before it hydrates
 * (src/start-up/built-page.ts, loadPageCode). A constant of its own: the build imports it without the app's modules.
 */
export const PAGE_CHUNK_ATTRIBUTE = 'data-page-chunk';
