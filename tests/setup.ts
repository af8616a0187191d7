import '@testing-library/jest-dom/vitest';
import './browser-polyfills';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDatabase } from '../mocks/db/database';
import { reloadCartFromStorage } from '../src/features/cart/cart-store';
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
  cleanup();
  notifications.clean();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  reloadCartFromStorage(); // the cart store lives in a module: start the next test empty
  await assertContractKept();
});
afterAll(() => server.close());
