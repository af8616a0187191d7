import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema.gen';
import { api, call } from '../../../api/client';
import { writeAuthToken, writeAuthUser } from '../../../lib/storage';
import { sessionQueryKey } from './session';

type LoginRequest = components['schemas']['LoginRequest'];

/**
 * POST /auth/signin. Stores the user and the token under the spec's keys; the server's session
 * cookie is kept by the browser (the token is only there for servers that read a bearer header).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      call(api.POST('/auth/signin', { body: credentials })),
    onSuccess: (user) => {
      const { jwtToken, ...session } = user;
      if (jwtToken) writeAuthToken(jwtToken);
      writeAuthUser(session);
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
