import type { QueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from './client';

/**
 * Which API client a query cache's queries call. In the browser every cache calls the app's
 * client (`api`). A page rendered on a server (the build, the page handler: src/prerender)
 * gets a query cache of its own bound to a client of its own, pointed at the API the render
 * reads, so renders that overlap never share or swap a global `fetch`. The router's context
 * carries the query cache; a query function reads the client from its context's `client`
 * (TanStack Query's QueryFunctionContext): `queryFn: ({ client }) => get(apiClientOf(client))`.
 */
const bound = new WeakMap<QueryClient, ApiClient>();

export function bindApiClient(queryClient: QueryClient, client: ApiClient): QueryClient {
  bound.set(queryClient, client);
  return queryClient;
}

export const apiClientOf = (queryClient: QueryClient): ApiClient => bound.get(queryClient) ?? api;
