import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { rasterizeInNode } from './pictures/rasterize-in-node';
import { setPictureRasterizer } from './pictures/rasterizer';
import { scenarioHandlers, type ScenarioName } from './scenarios';

// The mock backend for vitest: the same handlers the browser worker and the HTTP server use.
export const server = setupServer(...handlers);
setPictureRasterizer(rasterizeInNode);

/** Layers a named scenario over the handlers until the next `server.resetHandlers()`. */
export function useScenario(name: ScenarioName): void {
  server.use(...scenarioHandlers(name));
}
