import type { HttpMethod } from '@backoffice/sdk';
import { OPERATION_IDS } from '@backoffice/sdk/query';
import type { QueryCache, QueryKey } from '@tanstack/react-query';
import type { Opening } from './calls-ahead';
import { keepOpeningCalls, type OpeningCall } from './opening-calls';

/** `method path` of each operationId (the sdk's map the other way round). */
const CALLS = new Map<string, string>(Object.entries(OPERATION_IDS).map(([call, id]) => [id, call]));

/** The call an sdk query's key stands for (`[operationId, { params, body }]`: apiQueryOptions); else undefined. */
export function callOfQueryKey(key: QueryKey): OpeningCall | undefined {
  const [id, init] = key;
  const call = typeof id === 'string' && key.length === 2 ? CALLS.get(id) : undefined;
  if (!call || typeof init !== 'object' || init === null) return undefined;
  const [method, path] = call.split(' ') as [HttpMethod, string];
  const { params, body } = init as { params?: unknown; body?: unknown };
  return { method, path, params, body };
}

/**
 * Keeps what this visit's opening asks the server for, as the calls the next visit of its URL sends ahead
 * (opening-calls.ts): each sdk query of `cache` the first time it fetches, while `opening` lasts. A query is a
 * read, so sending it again is safe; a disabled query never fetches and is not kept.
 */
export function recordOpeningCalls(cache: QueryCache, opening: Opening): void {
  if (!opening.isOpen()) return;
  const calls: OpeningCall[] = [];
  const seen = new Set<string>();
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'fetch' || !opening.isOpen()) return;
    const call = callOfQueryKey(event.query.queryKey);
    if (!call || seen.has(event.query.queryHash)) return;
    seen.add(event.query.queryHash);
    calls.push(call);
    keepOpeningCalls(opening.url, calls);
  });
  opening.onClose(stop);
}
