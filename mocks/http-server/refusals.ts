/**
 * How the HTTP server refuses what no handler may see: an unknown Origin, a path or method with no
 * mapping, a body of the wrong type or size, a crash. The careful server's answers are here; quirks
 * mode brings the real server's (mocks/quirks/spring-refusals.ts).
 */
export interface Refusal {
  status: number;
  /** JSON, or plain text when `text` is set. */
  body: unknown;
  text?: boolean;
  headers?: Record<string, string>;
}

export interface RefusalContext {
  method: string;
  /** The path as called (before /images/ is mapped under /api). */
  path: string;
  /** An anonymous call to a path that needs a session. */
  anonymousToProtected: () => boolean;
}

export interface Refusals {
  cors(): Refusal;
  /** No such path (`allowed` empty) or not this method. */
  route(context: RefusalContext, path: string, allowed: Set<string>): Refusal;
  /** A method other than GET or HEAD on /images/. */
  imagesMethod(context: RefusalContext): Refusal;
  unsupportedType(context: RefusalContext, expected: string): Refusal;
  tooLarge(context: RefusalContext, limit: number): Refusal;
  /** An upload of `bytes` the server refuses before the handler; null lets the handler judge. */
  upload(context: RefusalContext, bytes: number): Refusal | null;
  crash(context: RefusalContext): Refusal;
}

const message = (status: number, text: string, headers?: Record<string, string>): Refusal => ({
  status,
  body: { message: text, status: false },
  headers,
});

const noMock = (method: string, path: string) => message(404, `No mock for ${method} ${path}`);

export const carefulRefusals: Refusals = {
  cors: () => message(403, 'Invalid CORS request'),
  route: ({ method }, path, allowed) =>
    allowed.size
      ? message(405, `Method ${method} not allowed`, { allow: [...allowed].join(', ') })
      : noMock(method, path),
  imagesMethod: ({ method }) =>
    message(405, `Method ${method} not allowed`, { allow: 'GET, HEAD' }),
  unsupportedType: (_context, expected) => message(415, `Content-Type must be ${expected}`),
  tooLarge: (_context, limit) =>
    message(413, `The request body must be at most ${limit / (1024 * 1024)} MB`),
  // The handler answers 400 "The image must be at most 1 MB".
  upload: () => null,
  // The details go to the console, never to the caller.
  crash: ({ path }) => ({
    status: 500,
    body: { status: 500, error: 'Internal Server Error', message: 'Internal Server Error', path },
  }),
};
