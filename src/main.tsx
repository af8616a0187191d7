// Mantine's global styles; each component's own CSS is added to the build next to the component
// (build/vite-plugin-mantine-css.ts), so the first load carries only what it renders.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The theme's variables and Mantine's responsive classes, written at build time rather than by
// the provider at every start (app.tsx; docs/decisions/0020).
import '@/app/theme-variables.gen.css';
import { StrictMode, startTransition } from 'react';
import { createBrowserHistory } from '@tanstack/react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { enableMocks, hydrateBuiltPage, inATaskOfItsOwn, rendersBuiltPage } from './start-up';

/**
 * The app's start, a step a task where a phone would feel it (docs/start-up.md): the mocks, React
 * DOM, the browser's history, the query client and the router; then a built page is hydrated
 * and any other address rendered afresh. No top-level await: Rolldown turns off its chunk
 * merging for a graph with one, and the first load then comes in many small files.
 */
async function start() {
  // The dev server pre-bundles @mantine/core, out of the CSS plugin's reach: dev takes the whole
  // sheet, in its cascade layer, so the theme's variables above still win though it comes later.
  if (import.meta.env.DEV) await import('@mantine/core/styles.layer.css');
  const container = document.getElementById('root')!;
  await enableMocks();
  const { createRoot, hydrateRoot } = await inATaskOfItsOwn(() => import('react-dom/client'));
  const history = await inATaskOfItsOwn(createBrowserHistory);
  const queryClient = await inATaskOfItsOwn(createQueryClient);
  const router = await inATaskOfItsOwn(() => createAppRouter(queryClient, history));
  const app = <App loaded={{ router, queryClient }} />;

  if (rendersBuiltPage(router, container)) {
    await hydrateBuiltPage(router, queryClient);
    startTransition(() => {
      hydrateRoot(container, <StrictMode>{app}</StrictMode>);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}

void start();
