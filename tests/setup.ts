import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDatabase } from '../mocks/db/database';
import { server } from '../mocks/node';
import { assertContractKept, recordContract } from './contract/contract-recorder';

beforeAll(() => {
  recordContract(server);
  server.listen({ onUnhandledRequest: 'error' });
});
// Every test starts from the seeded shop; sessions live in it, so old cookies are void too.
beforeEach(() => {
  resetDatabase();
});
afterEach(async () => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  await assertContractKept();
});
afterAll(() => server.close());
