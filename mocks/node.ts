import { setupServer } from 'msw/node';
import { handlers } from './handlers';

// The mock backend for vitest: the same handlers the browser worker and the HTTP server use.
export const server = setupServer(...handlers);
