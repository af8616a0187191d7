import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  clearStoredShop,
  localStoragePersistence,
  openShopInParts,
  setPersistence,
  wholeShop,
} from './db/database';
import { handlers } from './handlers';
import { answerInTasksApart } from './http';
import { inPageImageBaseUrl, setImageBaseUrl } from './image-base-url';
import { mountMockPanel } from './control-panel';
import { rasterizeInWorker } from './pictures/rasterize-in-worker';
import { setPictureRasterizer } from './pictures/rasterizer';
import { isScenarioName, scenarioHandlers, type ScenarioName } from './scenarios';
import { hybridHandler, listedOperations } from './hybrid';

/** The chosen scenario survives navigation and reloads within the tab. */
const SCENARIO_KEY = 'shop-mock-scenario';

/** The reads the storefront's first page makes: they need only the shop's first tables. */
const readsFirstTables = (request: Request) =>
  request.method === 'GET' && /^\/api\/(public|images)\//.test(new URL(request.url).pathname);

/**
 * Every other call waits for the whole shop (openShopInParts): the later tables' chunk loads on
 * the first such call, then the call goes on to its handler.
 */
const afterWholeShop = http.all('*/api/*', async ({ request }) => {
  if (!readsFirstTables(request)) await wholeShop();
});

/** Hybrid mode (`npm run dev:hybrid`): a real API behind the dev server, the mock for what it lacks. */
const HYBRID = import.meta.env.VITE_API_HYBRID === 'true';

const worker = HYBRID
  ? setupWorker(hybridHandler(handlers, listedOperations(import.meta.env.VITE_MOCKED_OPERATIONS)))
  : setupWorker(afterWholeShop, ...handlers);

function applyScenario(name: ScenarioName | null) {
  worker.resetHandlers();
  if (name) worker.use(...scenarioHandlers(name));
  if (name) sessionStorage.setItem(SCENARIO_KEY, name);
  else sessionStorage.removeItem(SCENARIO_KEY);
}

/** Reads `?mock-scenario=<name|none>` and `?mock-reset`, then drops them from the address bar. */
function readUrlControls(): { scenario: ScenarioName | null | undefined; reset: boolean } {
  const url = new URL(location.href);
  const raw = url.searchParams.get('mock-scenario');
  const reset = url.searchParams.has('mock-reset');
  if (raw === null && !reset) return { scenario: undefined, reset };
  url.searchParams.delete('mock-scenario');
  url.searchParams.delete('mock-reset');
  history.replaceState(history.state, '', url);
  return { scenario: raw === 'none' ? null : isScenarioName(raw) ? raw : undefined, reset };
}

/**
 * Starts the in-browser backend: the mock shop persists in localStorage across reloads, and the
 * scenario and a reset are switchable from the URL or the floating mock panel.
 */
export async function startMockWorker(): Promise<void> {
  setPersistence(localStoragePersistence);
  answerInTasksApart();
  // Picture URLs as the build's mock server gave them to the built pages (../image-base-url.ts).
  setImageBaseUrl(inPageImageBaseUrl(import.meta.env.VITE_API_BASE_URL));
  setPictureRasterizer(rasterizeInWorker);
  const controls = readUrlControls();
  if (controls.reset) clearStoredShop();
  openShopInParts();
  const stored = sessionStorage.getItem(SCENARIO_KEY);
  const scenario =
    controls.scenario !== undefined ? controls.scenario : isScenarioName(stored) ? stored : null;

  await worker.start({
    onUnhandledRequest: (request, print) => {
      // Only /api belongs to the mock; assets and Vite's own requests are none of its business.
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
  applyScenario(scenario);

  mountMockPanel({
    hybrid: HYBRID,
    scenario,
    onScenario: (name) => {
      applyScenario(name);
      location.reload();
    },
    onReset: () => {
      clearStoredShop();
      location.reload();
    },
  });
}
