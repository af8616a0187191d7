import type { ServerResponse } from 'node:http';
import { resetDatabase } from '../db/database';
import { isScenarioName, scenarioNames, type ScenarioName } from '../scenarios';
import { sendJson } from './wire';

const sendMessage = (res: ServerResponse, status: number, text: string, extra = {}) =>
  sendJson(res, status, { message: text, status: false }, extra);

/**
 * The control endpoints `POST /__mock/reset`, `POST /__mock/scenario?name=<scenario|none>` and
 * `POST /__mock/quirks?on=<1|0>`, which steer the server from tests and scripts; any other method
 * is 405.
 */
export function answerControl(
  method: string | undefined,
  url: URL,
  res: ServerResponse,
  server: {
    setScenario(name: ScenarioName | null): void;
    setQuirks(on: boolean): void;
    quirks(): boolean;
  },
) {
  const known = ['/__mock/reset', '/__mock/scenario', '/__mock/quirks'];
  if (!known.includes(url.pathname))
    return sendMessage(res, 404, `No control endpoint ${url.pathname}`);
  if (method !== 'POST')
    return sendMessage(res, 405, `Method ${method} not allowed; use POST`, { allow: 'POST' });
  if (url.pathname === '/__mock/reset') {
    resetDatabase();
    return sendJson(res, 200, { reset: true });
  }
  if (url.pathname === '/__mock/scenario') {
    const name = url.searchParams.get('name');
    if (name !== 'none' && !isScenarioName(name))
      return sendJson(res, 400, {
        message: `Unknown scenario. Known: none, ${scenarioNames.join(', ')}`,
      });
    server.setScenario(name === 'none' ? null : name);
    return sendJson(res, 200, { scenario: name });
  }
  const on = url.searchParams.get('on');
  if (on !== null) server.setQuirks(on === '1' || on === 'true');
  return sendJson(res, 200, { quirks: server.quirks() });
}
