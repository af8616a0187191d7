import type { components } from '@/api/schema.gen';
import { readAuthUser } from '@/api/auth-storage';
import { AUTH_USER_KEYS } from '@/lib/storage-keys';

type CurrentUser = components['schemas']['CurrentUser'];

export interface OtherTabHandlers {
  /** Another tab signed out while this one had a user. */
  signedOutElsewhere: () => void;
  /** Another tab signed in, as someone other than this tab's user (or while this tab had none). */
  signedInElsewhere: (user: CurrentUser) => void;
}

const isAuthUserKey = (key: string) => (AUTH_USER_KEYS as readonly string[]).includes(key);

/**
 * Tabs follow each other: the stored user (`auth`) is the shared truth, and the browser tells
 * every other tab of the same origin when it changes (a `storage` event; `key` null when another
 * tab cleared the whole storage). The tab compares the stored user with its own (`currentUserId`,
 * the user it shows): gone means a sign-out elsewhere, another id means a sign-in elsewhere. The
 * same user written again (the session check refreshing the profile) changes nothing.
 * Returns the function that stops following.
 */
export function followOtherTabs(
  currentUserId: () => number | null,
  handlers: OtherTabHandlers,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !isAuthUserKey(event.key)) return;
    const stored = readAuthUser();
    const current = currentUserId();
    if (!stored) {
      if (current !== null) handlers.signedOutElsewhere();
    } else if (stored.id !== current) {
      handlers.signedInElsewhere(stored);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
