/**
 * `@backoffice/sdk/query`: TanStack Query option helpers, built on TanStack's own `queryOptions` and
 * `mutationOptions`. Keys are `[operationId, { params, body }]`, the query's signal is passed to the call, and
 * 4xx, business and format errors are never retried.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import {
  ApiAbortError,
  ApiBusinessError,
  type ApiError,
  ApiHttpError,
  ApiResponseFormatError,
} from './errors';
import { OPERATION_IDS, type OperationId } from './generated/operations';
import type { CallArgs, CallInit, CallResult, HttpMethod, PathsWith } from './types';

export { OPERATION_IDS, type OperationId };

const MAX_RETRIES = 2;

/** The operationId of `method path`, as a literal type: `OperationIdOf<'post', '/api/workflow/process/getAll'>`. */
export type OperationIdOf<M extends HttpMethod, P extends string> = (typeof OPERATION_IDS)[`${M} ${P}` &
  keyof typeof OPERATION_IDS];
/** The second element of a query key: what identifies one call of the operation. */
export type QueryKeyParams<P extends PathsWith<M>, M extends HttpMethod> = {
  params?: CallInit<P, M> extends { params?: infer Params } ? Params : never;
  body?: CallInit<P, M> extends { body?: infer Body } ? Body : never;
};
/** The query key of a call: `[operationId, { params, body }]`. */
export type ApiQueryKey<P extends PathsWith<M>, M extends HttpMethod> = readonly [
  OperationIdOf<M, P>,
  QueryKeyParams<P, M>,
];

/** The operationId of a method and path of the contract. */
export function operationIdOf<M extends HttpMethod, P extends string>(
  method: M,
  path: P,
): OperationIdOf<M, P> {
  const id = (OPERATION_IDS as Record<string, OperationId>)[`${method} ${path}`];
  if (!id) throw new Error(`No operation ${method.toUpperCase()} ${path} in the contract`);
  return id as OperationIdOf<M, P>;
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

type Caller<P, M extends HttpMethod> = (path: P, init?: CallInit<P & PathsWith<M>, M>) => Promise<unknown>;
const callerOf = <P, M extends HttpMethod>(api: ApiClient, method: M) =>
  api[method.toUpperCase() as Uppercase<M>] as unknown as Caller<P, M>;

/**
 * Query options for one call, for `useQuery`, `useSuspenseQuery`, `queryClient.fetchQuery` or
 * `getQueryData` (typed through the key):
 * `useQuery(apiQueryOptions(api, 'post', '/api/workflow/process/getAll', { body: { queryType: 'PENDING' } }))`.
 * `init` is required exactly when the operation requires params or a body.
 */
export function apiQueryOptions<M extends HttpMethod, P extends PathsWith<M>>(
  api: ApiClient,
  method: M,
  path: P,
  ...init: CallArgs<P, M, CallInit<P, M>>
) {
  const [callInit] = init;
  const { params, body } = (callInit ?? {}) as QueryKeyParams<P, M>;
  const call = callerOf<P, M>(api, method);
  // TypeScript cannot relate the indexed OperationIdOf<M, P> to itself inside a generic tuple: checked at call sites.
  const queryKey = [operationIdOf(method, path), { params, body }] as unknown as ApiQueryKey<P, M>;
  return queryOptions<CallResult<P, M>, ApiError, CallResult<P, M>, ApiQueryKey<P, M>>({
    queryKey,
    queryFn: ({ signal }) =>
      call(path, { ...callInit, signal } as CallInit<P, M>) as Promise<CallResult<P, M>>,
    retry: shouldRetry,
  });
}

/** What a mutation of `method path` takes: the call's init, which may be left out when nothing is required. */
export type MutationVariables<P extends PathsWith<M>, M extends HttpMethod> =
  // biome-ignore lint/suspicious/noConfusingVoidType: TanStack lets `mutate()` go without variables only when they are void
  CallArgs<P, M, CallInit<P, M>> extends [init: infer Init] ? Init : CallInit<P, M> | void;

/**
 * Mutation options for one operation, for `useMutation`: the variables are the call's init, the key is
 * `[operationId]`. `useMutation(apiMutationOptions(api, 'put', '/api/workflow/processNode/approve'))`, then
 * `mutate({ body: { processId, nodeId, comment } })`.
 */
export function apiMutationOptions<M extends HttpMethod, P extends PathsWith<M>>(
  api: ApiClient,
  method: M,
  path: P,
) {
  const call = callerOf<P, M>(api, method);
  return mutationOptions<CallResult<P, M>, ApiError, MutationVariables<P, M>>({
    mutationKey: [operationIdOf(method, path)],
    mutationFn: (init) => call(path, (init ?? undefined) as CallInit<P, M>) as Promise<CallResult<P, M>>,
  });
}

/** The key prefix of every query of an operation, for `queryClient.invalidateQueries({ queryKey })`. */
export function operationKey<Id extends OperationId>(operationId: Id): readonly [Id] {
  return [operationId];
}
