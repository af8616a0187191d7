/**
 * The calling client, for the sign-in throttle: only the HTTP server knows it (the socket's
 * address). mocks/server/ removes this header from every incoming request and sets it itself, so
 * a caller cannot choose it.
 */
export const CLIENT_HEADER = 'x-mock-client';

/** The calling client on the HTTP server; null in the worker and vitest. */
export const clientOf = (request: Request): string | null => request.headers.get(CLIENT_HEADER);
