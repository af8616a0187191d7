import { useMutation } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { api, call } from '@/api/client';

type SignupRequest = components['schemas']['SignupRequest'];

export function useSignUp() {
  return useMutation({
    mutationFn: (form: SignupRequest) => call(api.POST('/auth/signup', { body: form })),
  });
}
