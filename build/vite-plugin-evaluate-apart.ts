import type { Plugin } from 'vite';
import { startChunkByChunk } from './page-html/index.ts';

/**
 * The first step of a built page's HTML (build/page-html/start-script.ts) on Vite's own
 * index.html, as Vite writes it: every page, app.html too, starts the app chunk by chunk
 * (docs/decisions/0021). The build only: the dev server serves modules one by one anyway.
 */
export function evaluateApart(): Plugin {
  let base = '/';
  return {
    name: 'shop:evaluate-apart',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (!chunk || !bundle) return html;
        return startChunkByChunk(html, { entry: chunk.fileName, bundle, base });
      },
    },
  };
}
