import type { HttpMethod } from '@backoffice/sdk';
import { OPERATION_IDS } from '@backoffice/sdk/query';
import { isServerListMeta } from '@backoffice/ui-kit/rules';
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
 * Keeps what this visit's opening asks the server for before its screen's list has its first answer, as the calls
 * the next visit of its URL sends ahead (opening-calls.ts): each sdk query of `cache` the first time it fetches,
 * while `opening` lasts and until a server list's page (ui-kit's SERVER_LIST_META) is in. What a screen asks once
 * its rows are in (the dictionaries of their cells, a side tree, a badge) is not kept: sent ahead, its answer would
 * be drawn before the first row instead of after it, on a slow phone later (the repeat visits of 我的申请 1.09×,
 * 编码管理 1.05× as long). A screen without a server list keeps its whole opening. A query is a read, so sending it
 * again is safe; a disabled query never fetches and is not kept.
 */
export function recordOpeningCalls(cache: QueryCache, opening: Opening): void {
  if (!opening.isOpen()) return;
  const calls: OpeningCall[] = [];
  const seen = new Set<string>();
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || !opening.isOpen()) return;
    const { query, action } = event;
    if (action.type === 'success' && isServerListMeta(query.meta)) return stop();
    const call = action.type === 'fetch' ? callOfQueryKey(query.queryKey) : undefined;
    if (!call || seen.has(query.queryHash)) return;
    seen.add(query.queryHash);
    calls.push(call);
    keepOpeningCalls(opening.url, calls);
  });
  opening.onClose(stop);
}
