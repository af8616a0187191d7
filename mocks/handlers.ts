import type { HttpHandler } from 'msw';

// Every operation of openapi.yaml, one file per contract tag (filled in by the mock backend work).
export const handlers: HttpHandler[] = [];
