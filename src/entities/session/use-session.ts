import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './session';

/** The signed-in user or null; starts from storage and follows the server check. */
export function useSession() {
  return useQuery(sessionQueryOptions).data ?? null;
}
