import { signInHandler } from '../handlers/auth';
import type { Quirk } from './quirk';

export const noSignInThrottle: Quirk = {
  name: 'no sign-in throttle',
  description:
    'Failed sign-ins are never throttled (plain mode: 429 with Retry-After after 5 failures for one username or one client within 5 minutes).',
  handlers: [signInHandler({ retryAfter: () => 0, failed: () => {}, succeeded: () => {} })],
};
