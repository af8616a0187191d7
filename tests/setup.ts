import '@testing-library/jest-dom/vitest';
import './browser-polyfills';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDatabase } from '../mocks/db/database';
import { reloadCartFromStorage } from '@/entities/cart/cart-store';
import { reloadRecentlyViewedFromStorage } from '@/entities/recently-viewed/recently-viewed-store';
import { resetCheckout } from '@/features/checkout/checkout-storage';
import { server } from '../mocks/node';
import { assertContractKept, recordContract } from './contract/contract-recorder';

// The shared machines are slow and noisy (several test runs at once): wait up to 30 s for what
// a person would wait for (a back-office screen's first render in jsdom took over 10 s at a load
// average of 8–10 on 2 cores). Only a failing test waits that long.
configure({ asyncUtilTimeout: 30_000 });

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
  // The cart, checkout and recently viewed stores live in modules: start the next test empty.
  reloadCartFromStorage();
  reloadRecentlyViewedFromStorage();
  resetCheckout();
  sessionStorage.clear();
  await assertContractKept();
});
afterAll(() => server.close());
