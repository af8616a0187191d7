import { http as mswHttp, HttpHandler, matchRequestUrl } from 'msw';
import { handlers } from '../handlers';
import { API_PREFIX, malformedPathParam } from '../http';
import { maskedUnauthorized } from '../responses';
import type { Quirk } from './quirk';

/** The path params of the shared handler this request is for; null when none matches. */
function paramsOf(request: Request): Record<string, unknown> | null {
  const url = new URL(request.url);
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof path !== 'string' || method !== request.method) continue;
    const match = matchRequestUrl(url, path);
    if (match.matches) return match.params ?? {};
  }
  return null;
}

export const malformedIds: Quirk = {
  name: 'malformed ids',
  description:
    'A malformed path id (5.0, 0x5, +5) is an unhandled type mismatch: the masked 401 (plain mode: 404 naming the id, or 400 for a quantity). An anonymous call to a protected path keeps its 401.',
  handlers: [
    mswHttp.all(`${API_PREFIX}/*`, ({ request, cookies }) => {
      const params = paramsOf(request);
      const refused = params && malformedPathParam(request, params, cookies);
      if (!refused) return undefined;
      // The anonymous call's own 401 stays; every other refusal is the masked one.
      return refused.status === 401 ? refused : maskedUnauthorized();
    }),
  ],
};
