// Mantine's global styles; each component's own CSS is added to the build next to the component
// (scripts/vite-plugin-mantine-css.ts), so the first load carries only what it renders.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

/**
 * Starts the in-browser mock backend when the build has mocks on. The check is replaced at build
 * time, so a production build drops this import together with msw and faker.
 */
async function enableMocks() {
  if (import.meta.env.VITE_API_MOCKS !== 'true') return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

/**
 * No top-level await here: Rolldown turns off its chunk merging for a graph with one, and the
 * first load then comes in some 90 small files instead of a few.
 */
async function start() {
  // The dev server pre-bundles @mantine/core, out of the CSS plugin's reach: dev takes the whole sheet.
  if (import.meta.env.DEV) await import('@mantine/core/styles.css');
  await enableMocks();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();
