import { type QueryKey, type UseQueryOptions, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * Sends a query's call while its component renders, not after it commits (issue 26). `useQuery` asks only once
 * the screen has been drawn and its effects have run: on a slow phone that is most of a second after the screen
 * began to render, time the call could have been on the line. Asked here, the answer is usually in by the first
 * commit. Nothing is sent twice: only a query the cache has never seen is asked for. Returns whether this
 * component asked on its first render: its `useQuery` then must not ask again on mount if that call has already
 * failed (`retryOnMount`), or one failure would be two calls and two notices.
 */
export function useAskWhileRendering<Data>(
  options: UseQueryOptions<Data, Error, Data, QueryKey>,
  enabled: boolean,
): boolean {
  const client = useQueryClient();
  const askedFirst = useRef<boolean | undefined>(undefined);
  const unseen = client.getQueryState(options.queryKey) === undefined;
  const ask = enabled && unseen && typeof options.queryFn === 'function';
  if (ask) void client.prefetchQuery(options);
  if (askedFirst.current === undefined) askedFirst.current = ask;
  return askedFirst.current;
}
