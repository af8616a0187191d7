import type { IncomingMessage, ServerResponse } from 'node:http';

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:5173', 'http://localhost:3000'];

/** CORS with credentials for an allowed origin. */
export function corsHeaders(
  req: IncomingMessage,
  allowed: (origin: string) => boolean,
): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowed(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

/** A Host header as a client sends it: a name or an IP (v6 in brackets), and maybe a port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Spring's CorsUtils.isSameOrigin: the Origin is this server as the request reached it, that is
 * its scheme (http: the mock speaks no TLS) and the Host header's host and port. Such a request
 * is not cross-origin, and no CORS rule refuses it: a same-origin deployment behind a reverse
 * proxy that keeps the Host header works without listing its own origin.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const { origin, host } = req.headers;
  if (!origin || !host || !HOST_HEADER.test(host)) return false;
  try {
    // Scheme, host and port (the scheme's default when not named), as parsed: `http://shop.example`
    // and `http://shop.example:80` are one origin; `https://shop.example` is another.
    return new URL(origin).origin === new URL(`http://${host}`).origin;
  } catch {
    return false;
  }
}

/** Answers a CORS preflight (an OPTIONS with Access-Control-Request-Method); false for others. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  cors: Record<string, string>,
): boolean {
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    ...cors,
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}
