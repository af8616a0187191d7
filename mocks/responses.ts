import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';

type S = components['schemas'];

// The real Spring Boot server's error bodies, in one place so every
// handler answers a failure the way the Spring Boot API does.

export function message(status: number, text: string) {
  return HttpResponse.json<S['MessageResponse']>({ message: text, status: false }, { status });
}

export const notFound = (text: string) => message(404, text);
export const badRequest = (text: string) => message(400, text);

/** Bean validation: a flat map of field name to message. */
export function validationFailed(fields: Record<string, string>) {
  return HttpResponse.json<S['ValidationErrors']>(fields, { status: 400 });
}

export function unauthorized(request: Request) {
  return HttpResponse.json<S['SpringError']>(
    {
      status: 401,
      error: 'Unauthorized',
      message: 'Full authentication is required to access this resource',
      path: new URL(request.url).pathname,
    },
    { status: 401 },
  );
}

/** The real server defines no body for a denied role. */
export const forbidden = (): Response => new Response(null, { status: 403 });

export function serverError(request: Request) {
  return HttpResponse.json<S['SpringError']>(
    {
      timestamp: new Date().toISOString(),
      status: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      path: new URL(request.url).pathname,
    },
    { status: 500 },
  );
}

/** Reads a JSON body; `undefined` when it is missing or malformed (the caller answers 400). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}

export const MALFORMED_JSON = 'Malformed JSON request';
export const malformedBody = () => badRequest(MALFORMED_JSON);

/**
 * The real server's answer to every exception its @RestControllerAdvice does not handle: the
 * container forwards it to /error, which its security chain does not permit, so the entry point
 * answers 401 for /error, even for a signed-in user (quirks mode, mocks/quirks/).
 */
export const MASKED_401 = {
  path: '/error',
  error: 'Unauthorized',
  message: 'Full authentication is required to access this resource',
  status: 401,
} as const;

export const maskedUnauthorized = (): Response =>
  HttpResponse.json<S['SpringError']>({ ...MASKED_401 }, { status: 401 });
