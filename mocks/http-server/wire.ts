import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { CLIENT_HEADER } from '../client';
import type { Refusal } from './refusals';

/**
 * What an API answer carries whatever it is: never sniffed into another type, never framed, no
 * referrer beyond the origin, and no power to run anything if opened as a page. A handler's own
 * (an image's sandboxing policy) wins.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/** The Node request as a fetch Request for the handlers (HEAD is asked as GET). */
export function toFetchRequest(
  req: IncomingMessage,
  body: Buffer | undefined,
  origin: string,
  method = req.method === 'HEAD' ? 'GET' : req.method,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The client header is the server's to set, never the caller's.
    if (name === CLIENT_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? 'unknown');
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** Writes a handler's answer, with the security headers and `extra` (CORS) under its own. */
export async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
) {
  const headers: Record<string, string | string[]> = { ...API_SECURITY_HEADERS, ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { ...API_SECURITY_HEADERS, ...extra, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Writes a refusal (mocks/http-server/refusals.ts) with `extra` (CORS) headers. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, extra: Record<string, string>) {
  if (refusal.text) {
    res.writeHead(refusal.status, { 'content-type': 'text/plain' });
    return void res.end(String(refusal.body));
  }
  sendJson(res, refusal.status, refusal.body, { ...extra, ...refusal.headers });
}

export function cookiesOf(req: IncomingMessage): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const value = part.slice(at + 1).trim();
    try {
      jar[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      jar[part.slice(0, at).trim()] = value;
    }
  }
  return jar;
}

/** The methods these handlers answer on this path (empty: no such path). */
export function allowedMethods(routes: RequestHandler[], url: URL): Set<string> {
  const methods = new Set<string>();
  for (const handler of routes) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return methods;
}
