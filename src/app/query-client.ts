import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; a network blip or 5xx might.
        retry: (failures, error) =>
          failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}
