import { yieldToMain } from '@/lib/yield-to-main';

/**
 * Starts the in-browser mock backend when the build has mocks on. The check is replaced at build
 * time, so a production build drops this import together with msw and faker.
 */
export async function enableMocks(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKS !== 'true') return;
  // Three tasks, not one: msw's own code (its chunk, shared with the mock shop's), the mock
  // shop's handlers and data, then the worker's start. Evaluated and started together they were
  // the longest task of the mock build on a phone.
  await import('msw/browser');
  await yieldToMain();
  const { startMockWorker } = await import('../../mocks/browser');
  await yieldToMain();
  await startMockWorker();
}
