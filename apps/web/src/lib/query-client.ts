import { QUERY_CACHE_TIME_MS, WINDOW_FOCUS_REFRESH_SPAN_MS } from '@backoffice/sdk/constants';
import { shouldRetry } from '@backoffice/sdk/query';
import { QueryClient } from '@tanstack/react-query';
import { visitOpening } from './api';
import { recordOpeningCalls } from './record-opening-calls';

/**
 * spec §9: data is cached 5 minutes, and a window focus refreshes it at most once per 5 s (a query fetched
 * less than 5 s ago counts as fresh for focus).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_TIME_MS,
        staleTime: WINDOW_FOCUS_REFRESH_SPAN_MS,
        refetchOnWindowFocus: true,
        retry: shouldRetry,
      },
    },
  });
}

export const queryClient = createQueryClient();
// What this visit's opening asks for is sent ahead on the next visit of its URL (first-calls.ts).
recordOpeningCalls(queryClient.getQueryCache(), visitOpening);
