import type { Rollup } from 'vite';
import { DEFERRED_STYLES_ATTRIBUTE } from './critical-styles.ts';
import { staticImportOrder } from './static-import-order.ts';

/** The `<template>` of a prerendered page's module preloads, until the start script adopts them. */
export const HELD_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * The module script that starts the app: each chunk of the first load imported on its own, a
 * new task between two (tests/prerender/built-pages.test.ts checks the built pages' script).
 * Before the entry (the last file, which starts the app) it applies the page's deferred
 * stylesheet (critical-styles.ts) once that has loaded: the app may render what the page's
 * inline rules do not style (a menu, a dialog, a list's other parts). On an error the app starts
 * anyway, as with a failed stylesheet before.
 */
function startScript(files: string[], base: string): string {
  const urls = files.map((file) => `${base}${file}`);
  return (
    // The task ends (scheduler.yield where the browser has it, like src/lib/yield-to-main.ts: the
    // start goes on before other queued work, and a test's paused clock does not hold it; else a
    // timer); the next import evaluates the next chunk in a task of its own.
    `const next = () => globalThis.scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));` +
    // A prerendered page holds its module preloads until its HTML is parsed (the scripts are
    // asked for from here, route-shell.ts); app.html has none held. One preload per task: each
    // starts a request, some main-thread work on a busy machine, and the 16–23 of a page put in
    // at once made one long task.
    `const held = document.querySelector('template[${HELD_SCRIPTS_ATTRIBUTE}]');` +
    `for (const preload of held ? [...held.content.children] : []) { document.head.append(preload); await next(); }` +
    `const styles = document.querySelector('link[${DEFERRED_STYLES_ATTRIBUTE}]');` +
    `const loaded = styles && !styles.sheet && new Promise((resolve) => { styles.onload = styles.onerror = resolve; });` +
    `for (const url of ${JSON.stringify(urls)}) {` +
    `if (url === ${JSON.stringify(urls.at(-1))} && styles) {` +
    `await loaded;` +
    `styles.media = 'all';` +
    `await next();` +
    `}` +
    `await import(url);` +
    `await next();` +
    `}`
  );
}

/**
 * Step 1, on Vite's own index.html: the first load is evaluated chunk by chunk
 * (docs/decisions/0021). A module script evaluates its whole static graph at once: the React,
 * router, Mantine and app chunks of the first load ran as one task, a long one on a phone,
 * during which a tap waits. The entry's `<script src>` becomes a module preload (the file
 * downloads as before, with the others) and an inline module script that imports the chunks one
 * by one, dependencies first, with a task boundary after each: the same code in the same order,
 * in four or five shorter tasks.
 */
export function startChunkByChunk(
  html: string,
  { entry, bundle, base }: { entry: string; bundle: Rollup.OutputBundle; base: string },
): string {
  const entryTag = new RegExp(
    `<script type="module" crossorigin src="${base}${entry}"([^>]*)></script>`,
  );
  const match = entryTag.exec(html);
  if (!match) throw new Error(`evaluate-apart: no script tag for ${entry}`);
  const script = startScript(staticImportOrder(bundle, entry), base);
  return html.replace(
    entryTag,
    `<link rel="modulepreload" crossorigin href="${base}${entry}"$1>\n` +
      `    <script type="module">${script}</script>`,
  );
}
