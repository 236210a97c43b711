/**
 * `@backoffice/sdk/query`: TanStack Query option helpers. Keys are `[operationId, params]`, the query's signal
 * is passed to the call, and 4xx or business errors are never retried.
 */
import type { ApiClient } from './client';
import { ApiAbortError, ApiBusinessError, ApiHttpError, ApiResponseFormatError } from './errors';
import { OPERATION_IDS, type OperationId } from './generated/operations';
import type { CallInit, CallResult, HttpMethod, PathsWith } from './types';

export { OPERATION_IDS, type OperationId };

const MAX_RETRIES = 2;

/** The operationId of a method and path of the contract. */
export function operationIdOf(method: HttpMethod, path: string): OperationId {
  const id = (OPERATION_IDS as Record<string, OperationId>)[`${method} ${path}`];
  if (!id) throw new Error(`No operation ${method.toUpperCase()} ${path} in the contract`);
  return id;
}

/** Retry rule for TanStack Query: never a 4xx, a business error, a malformed body or an abort; network and 5xx twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiBusinessError ||
    error instanceof ApiResponseFormatError ||
    error instanceof ApiAbortError
  )
    return false;
  if (error instanceof ApiHttpError && error.status !== undefined && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

type KeyParams<I> = I extends { params?: infer P; body?: infer B } ? { params?: P; body?: B } : never;

/**
 * Query options for one call: `useQuery(apiQueryOptions(api, 'post', '/api/workflow/process/getAll', { body }))`.
 * Returns a plain object compatible with TanStack Query's `queryOptions`.
 */
export function apiQueryOptions<M extends HttpMethod, P extends PathsWith<M>, I extends CallInit<P, M>>(
  api: ApiClient,
  method: M,
  path: P,
  init?: I,
) {
  const { params, body } = (init ?? {}) as { params?: unknown; body?: unknown };
  const queryKey = [operationIdOf(method, path), { params, body } as KeyParams<I>] as const;
  const call = api[method.toUpperCase() as Uppercase<M>] as unknown as (
    p: P,
    i: object,
  ) => Promise<CallResult<P, M, I>>;
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => call(path, { ...init, signal }),
    retry: shouldRetry,
  };
}

/** The key prefix of every query of an operation, for `queryClient.invalidateQueries({ queryKey })`. */
export function operationKey(operationId: OperationId): readonly [OperationId] {
  return [operationId];
}
