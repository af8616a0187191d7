import { lowPriorityScripts, routeHead, scriptsAfterParsing } from './route-shell.ts';

/**
 * The rewrites of Vite's HTML that make a built page, one module a step, in the order they apply
 * (docs/start-up.md, "The build's HTML"):
 *
 * 1. `startChunkByChunk` (start-script.ts): on Vite's index.html, through the evaluate-apart
 *    plugin. The entry's script becomes a preload and the start script that evaluates the first
 *    load chunk by chunk (decision 0021). Every page, app.html too.
 * 2. `routeHead` (route-shell.ts): a route's shell. The colour scheme, the hold of the first
 *    rendering until the main content (decision 0024), the render's marks, the inline head
 *    script (`bundleFirstRequest`, `bundleEarlyEventsCapture`: inline-scripts.ts), the route's
 *    styles and its chunks' preloads (`routeAssets`).
 * 3. `lowPriorityScripts` (route-shell.ts): the scripts behind the page's styles and picture.
 * 4. `scriptsAfterParsing` (route-shell.ts): their preloads held until the HTML is parsed.
 * 5. `combine` of `pageStylesheets` (stylesheets.ts): the page's stylesheets as one file.
 * 6. `fillShell` (src/server/page-shell.ts): the render's head and markup into the shell, at
 *    build time or on request.
 * 7. `defer` of `pageStylesheets` (stylesheets.ts, critical-styles.ts): the rules in use inline,
 *    the stylesheet deferred (decision 0022).
 * 8. `withPolicyMeta` (policy-meta.ts): the script policy in a `<meta>`, with the hashes of the
 *    page's inline scripts (decision 0028).
 *
 * build/vite-plugin-prerender.ts runs steps 2–8 for each page and the page handler's shells.
 */
export { startChunkByChunk, HELD_SCRIPTS_ATTRIBUTE } from './start-script.ts';
export { routeAssets } from './route-shell.ts';
export {
  bundleEarlyEventsCapture,
  bundleFirstRequest,
  startFirstRequestCall,
} from './inline-scripts.ts';
export { pageStylesheets } from './stylesheets.ts';
export { withPolicyMeta } from './policy-meta.ts';

/** Steps 2–4: a route's shell, before its stylesheets are combined. */
export const routeShell = (
  template: string,
  head: { script: string; css: string[]; js: string[]; base: string },
) => scriptsAfterParsing(lowPriorityScripts(routeHead(template, head)));
