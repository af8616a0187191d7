/**
 * The build's server-side entry (scripts/vite-plugin-prerender.ts): renders one storefront route
 * to HTML with React's static renderer, as a visitor with nothing stored would first see it — the
 * frame, headings, the filter bar and skeletons where data will go. No data is baked in: every
 * API call is left unanswered here, so lists render their loading state and the header its
 * neutral one; the browser asks the API as usual and hydrates this markup (src/main.tsx).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app';
import { CSP_NONCE_PLACEHOLDER } from '../app/csp-nonce-placeholder';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { descriptionFromMatches, titleFromMatches } from '../lib/page-identity/page-title';
import { storefrontTitle } from '../lib/page-identity/page-title';

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  title: string;
  description: string;
}

/** An answer that never comes: the page renders what it shows while it waits. */
const unanswered = () => new Promise<Response>(() => undefined);

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = unanswered;
  try {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
    // The router's scroll restoration writes a small inline script: the host's nonce lets it run.
    router.update({ ...router.options, ssr: { nonce: CSP_NONCE_PLACEHOLDER } });
    await router.load();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App loaded={{ router, queryClient }} />
      </StrictMode>,
      {
        // Every boundary inline: no streaming scripts to reveal parts of a page that is complete.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const matches = router.state.matches;
    return {
      html: await readStream(prelude),
      title: titleFromMatches(matches) ?? storefrontTitle(),
      description: descriptionFromMatches(matches),
    };
  } finally {
    globalThis.fetch = realFetch;
  }
}

export { firstRequestScript } from './first-request';

export { PRERENDERED_ROUTES } from './routes';
