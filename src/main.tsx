import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
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

await enableMocks();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
