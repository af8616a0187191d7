import { relative } from 'node:path';
import type { Rollup } from 'vite';
import { MAIN_CONTENT_END_ID } from '../../src/lib/page-identity/focus-page-start.ts';
import { HEAD_MARK, ROOT_MARK } from '../../src/server/page-shell.ts';
import { PAGE_CHUNK_ATTRIBUTE } from '../../src/start-up/page-chunk-attribute.ts';
import { HELD_SCRIPTS_ATTRIBUTE } from './start-script.ts';
import { staticImportOrder } from './static-import-order.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A route file's chunk and everything it statically imports: the files it needs to render. */
export function routeAssets(bundle: OutputBundle, routeFile: string, root: string) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inEntry = new Set(entry ? staticImportOrder(bundle, entry.fileName) : []);
  // One set for every chunk of the route: a file two of them import is listed once.
  const seen = new Set<string>();
  const evaluated = new Set<string>();
  const js: string[] = [];
  const inEvaluationOrder: string[] = [];
  for (const chunk of chunks)
    if (
      chunk.isDynamicEntry &&
      chunk.moduleIds.some((id) => relative(root, id.split('?')[0]!) === routeFile)
    ) {
      js.push(...staticImportOrder(bundle, chunk.fileName, { order: 'pre', seen }));
      inEvaluationOrder.push(...staticImportOrder(bundle, chunk.fileName, { seen: evaluated }));
    }
  const css = new Set<string>();
  for (const file of js)
    for (const sheet of byName.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
  return {
    /** Dependencies first, the order a browser evaluates them in (src/start-up/built-page.ts, loadPageCode). */
    js: inEvaluationOrder.filter((file) => !inEntry.has(file)),
    css: [...css],
  };
}

/**
 * Holds the page's first rendering until its main content is parsed (the HTML standard's
 * `expect` link; a browser without it ignores the link, and the end of the document ends the
 * wait): Chromium otherwise lays out and paints the page once with the head and an empty body,
 * where there is nothing to see (a task for nothing), and lays out the whole page again as its
 * markup arrives (decision 0024). It waits for the mark at the end of the main region, not the
 * region itself: Chromium lets the rendering go as soon as the element it waits for is in the
 * document, and a first frame of the region half parsed moved its parts as the rest came (a
 * button without its label, measured as a layout shift).
 */
const EXPECT_MAIN_CONTENT = `<link rel="expect" href="#${MAIN_CONTENT_END_ID}" blocking="render">`;

/**
 * Step 2. A route's shell from Vite's index.html (after step 1): the light colour scheme the
 * render assumes, the hold of the first rendering until the main content is parsed, the marks
 * where a render's head and markup go (src/server/page-shell.ts), and in the head the page's
 * inline script (`script`: the colour scheme, the first request, the early events' capture), the
 * route's styles and its chunks' preloads, marked as the page's own (the app evaluates them one
 * by one before hydrating, src/start-up/built-page.ts).
 */
export function routeHead(
  template: string,
  { script, css, js, base }: { script: string; css: string[]; js: string[]; base: string },
): string {
  const head = [
    `<script>${script}</script>`,
    ...css
      .filter((file) => !template.includes(file))
      .map((file) => `<link rel="stylesheet" href="${base}${file}">`),
    ...js.map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="${base}${file}" ${PAGE_CHUNK_ATTRIBUTE}>`,
    ),
  ].join('\n    ');
  return (
    template
      .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
      .replace(/<title>[^<]*<\/title>/, `${EXPECT_MAIN_CONTENT}\n    ${HEAD_MARK}`)
      .replace(/\s*<meta name="description" content="[^"]*"\s*\/?>/, '')
      // A function, not a string: `$` sequences in the scripts are not replacement patterns.
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${ROOT_MARK}</div>`)
  );
}

const SCRIPT_FETCH = /<(script type="module"|link rel="modulepreload") crossorigin /g;

/**
 * Step 3. A prerendered page paints from its HTML and styles alone: the app's scripts (module scripts,
 * which never block rendering) download at low priority, behind the page's styles, its first
 * product request and its first picture, which the first screen shows before any script has
 * run. Lighthouse's simulation otherwise counts a high-priority script that finished before the
 * first paint as blocking it. app.html, which shows nothing until the app runs, keeps the
 * default priority.
 */
export const lowPriorityScripts = (html: string) =>
  html.replace(SCRIPT_FETCH, (tag) => `${tag}fetchpriority="low" `);

const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload"[^>]*>/g;

/**
 * Step 4. A prerendered page's scripts are asked for once its HTML has been parsed, not as its head is:
 * their module preloads wait in an inert `<template>`, which the start script puts in the
 * document before it imports the first chunk (start-script.ts). Asked for from the
 * head, the scripts arrived while the page's HTML was still being parsed and laid out, and the
 * browser compiled them on its other threads meanwhile: on a machine of two cores (a phone's are
 * slower) the parsing and the first layout then waited for the CPU, more than twice as long as
 * their own work (docs/decisions/0021, its last amendment). The HTML is small beside the
 * scripts: they start a little later on a slow line, and the first picture has the line to
 * itself meanwhile.
 */
export function scriptsAfterParsing(html: string): string {
  const preloads = html.match(MODULE_PRELOAD);
  if (!preloads) return html;
  let held = false;
  return html.replace(MODULE_PRELOAD, () => {
    if (held) return '';
    held = true;
    return `\n    <template ${HELD_SCRIPTS_ATTRIBUTE}>${preloads.join('')}\n    </template>`;
  });
}
