import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/api/schema.gen';

/**
 * msw's `http`, typed against the generated contract: only paths and methods of openapi.yaml are
 * accepted, and params, bodies and responses are checked by TypeScript. `*` matches any origin,
 * so the same handlers serve the browser, jsdom and the standalone HTTP server.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** The base the handlers above are mounted on, for code that maps handlers back to the contract. */
export const API_PREFIX = '*/api';
