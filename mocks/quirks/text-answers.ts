import { apiPath, type Quirk } from './quirk';

/** "Accept: application/json, text/plain, *\/*": the first media range the request lists. */
const jsonFirst = (request: Request) =>
  (request.headers.get('accept') ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase() ===
  'application/json';

/** The plain-text answers of the real server, which Spring labels by the request's Accept. */
const TEXT_ANSWERS: [string, RegExp][] = [
  ['POST', /^\/cart\/create$/],
  ['POST', /^\/order\/stripe-client-secret$/],
  ['DELETE', /^\/carts\/[^/]+\/product\/[^/]+$/],
  ['DELETE', /^\/users\/addresses\/[^/]+$/],
];

export const textByAccept: Quirk = {
  name: 'plain text by Accept',
  description:
    'Cart create, client secret, cart-item delete and address delete answer text/plain for Accept */* (or none), but application/json with the raw, unquoted text when Accept lists application/json first.',
  async response(request, response) {
    const path = apiPath(request);
    if (
      !(response.headers.get('content-type') ?? '').startsWith('text/plain') ||
      !jsonFirst(request) ||
      !TEXT_ANSWERS.some(([method, pattern]) => method === request.method && pattern.test(path))
    )
      return response;
    // The same text, raw and unquoted, labelled application/json.
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    return new Response(await response.text(), { status: response.status, headers });
  },
};
