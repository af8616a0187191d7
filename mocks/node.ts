import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { rasterizeInNode } from './pictures/rasterize-in-node';
import { setPictureRasterizer } from './pictures/rasterizer';
import { answerAfter, scenarioHandlers, type ScenarioName } from './scenarios';

// The mock backend for vitest: the same handlers the browser worker and the HTTP server use.
export const server = setupServer(...handlers);
setPictureRasterizer(rasterizeInNode);

/** Layers a named scenario over the handlers until the next `server.resetHandlers()`. */
export function useScenario(name: ScenarioName): void {
  server.use(...scenarioHandlers(name));
}

/**
 * Every call answers after `ms`, as under the slow scenario but sooner: for tests about the
 * order answers arrive in, where what matters is that an answer is late, not that it takes a
 * phone's 1.5 s (each such test waited out several of them).
 */
export function useSlowAnswers(ms: number): void {
  server.use(answerAfter(ms));
}
