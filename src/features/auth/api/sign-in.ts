import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, call } from '@/api/client';
import { ApiError, isApiError } from '@/api/errors';
import { rememberAuthToken, writeAuthUser } from '@/api/auth-storage';
import { forgetUser } from '@/api/forget-user';
import { sessionKeys } from '@/entities/session/query-keys';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

type LoginRequest = components['schemas']['LoginRequest'];

const TOO_MANY_REQUESTS = 429;

/** The message of a throttled sign-in when the server wrote none: built from `Retry-After`. */
export function tooManySignInsMessage(retryAfter: string | null): string {
  const seconds = Number(retryAfter?.trim());
  return STOREFRONT_TEXTS.account.tooManySignIns(
    Number.isInteger(seconds) && seconds > 0 ? seconds : undefined,
  );
}

/**
 * POST /auth/signin. Stores the non-secret profile (id, username, email, roles); the session is
 * the server's `springBootEcom` cookie, kept by the browser. The answer's `jwtToken` is never
 * written to web storage: it is kept in memory only when the deploy uses the bearer header
 * (VITE_AUTH_BEARER=true). A guest's cart is left as it is: it becomes the signed-in user's.
 *
 * A throttled sign-in (429) says so: the server's message, else one built from `Retry-After`.
 */
export async function signInWithServer(credentials: LoginRequest) {
  let retryAfter: string | null = null;
  try {
    return await call(
      api.POST('/auth/signin', {
        body: credentials,
        fetch: async (request) => {
          const response = await globalThis.fetch(request);
          retryAfter = response.headers.get('Retry-After');
          return response;
        },
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === TOO_MANY_REQUESTS) {
      const serverMessage = error.serverMessage ?? tooManySignInsMessage(retryAfter);
      throw new ApiError({
        kind: error.kind,
        status: error.status,
        serverMessage,
        body: error.body,
        path: error.path,
        cause: error,
      });
    }
    throw error;
  }
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithServer,
    onSuccess: (user) => {
      const { jwtToken, ...session } = user;
      // A new person: whatever the previous one (or a guest's calls) left in the cache goes, and
      // any answer still on its way for them is theirs alone (src/api/session-generation.ts).
      forgetUser('signed-in');
      rememberAuthToken(jwtToken);
      writeAuthUser(session);
      queryClient.setQueryData(sessionKeys.all, session);
    },
  });
}
