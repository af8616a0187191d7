/**
 * How a handler knows which server it is part of. The handlers are one set for the in-browser
 * worker, vitest and the HTTP server; only the HTTP server has a quirks mode (the real backend's
 * laxness, mocks/quirks.ts) and knows the calling client. mocks/server.ts removes these headers
 * from every incoming request and sets them itself, so a caller cannot choose them.
 */
export const QUIRKS_HEADER = 'x-mock-quirks';
export const CLIENT_HEADER = 'x-mock-client';

/** Whether the request is answered in quirks mode (the real server's trust, no careful checks). */
export const isQuirks = (request: Request): boolean => request.headers.get(QUIRKS_HEADER) === '1';

/** The careful server's checks apply: plain mode, which is every runner but quirks mode. */
export const isCareful = (request: Request): boolean => !isQuirks(request);

/** The calling client (the socket's address) on the HTTP server; null in the worker and vitest. */
export const clientOf = (request: Request): string | null => request.headers.get(CLIENT_HEADER);
