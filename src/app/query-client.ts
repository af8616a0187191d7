import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; a network blip or 5xx might.
        retry: (failures, error) =>
          failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        // 0.5 s, then 1 s (react-query's default is 1 s, then 2 s): a blip has passed by then,
        // and a server that is down is said so after 1.5 s rather than 3 s of a spinner.
        retryDelay: (failures) => 500 * 2 ** failures,
      },
    },
  });
}
