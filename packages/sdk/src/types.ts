import type { MaybeOptionalInit } from 'openapi-fetch';
import type { components, paths } from './generated/schema';

/** The HTTP methods the contract uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
/** Paths that have `method`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];
/** The operation object of a path and method. */
export type OperationOf<P extends keyof paths, M extends HttpMethod> = paths[P] extends { [K in M]: infer Op }
  ? Op
  : never;

type JsonBody<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;
/** The success envelope of an operation (the member of its 200 body whose code is 200). */
export type EnvelopeOf<Op> = Extract<JsonBody<Op>, { code: 200 }>;
/** The typed `data` of an operation's success envelope. */
export type DataOf<Op> = EnvelopeOf<Op> extends { data: infer Data } ? Data : never;
/** A named schema of the contract, e.g. `Schema<'ProcessRecord'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Per-call options (spec §7: each call can switch off HTTP notices, business notices, or return the raw body). */
export interface CallOptions {
  /** Show the notice for an HTTP error status, network error or timeout. Default true. */
  httpNotice?: boolean;
  /** Show the notice for a business error (code ≠ 200). Default true. */
  businessNotice?: boolean;
  /** Resolve to the whole envelope, business errors included, instead of `data`. Default false. */
  raw?: boolean;
  /** This call's timeout; default the client's (60 s). */
  timeoutMs?: number;
  /** Abort the call; an abort you ask for shows no notice and rejects with ApiAbortError (byCaller true). */
  signal?: AbortSignal;
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** What openapi-fetch takes for the call (params, body, headers…) plus our per-call options. */
export type CallInit<P extends keyof paths, M extends HttpMethod> = NonNullable<
  MaybeOptionalInit<paths[P], M>
> &
  CallOptions;
/** The init argument, required exactly when the operation has required params or body. */
export type CallArgs<P extends keyof paths, M extends HttpMethod, I> =
  RequiredKeys<NonNullable<MaybeOptionalInit<paths[P], M>>> extends never ? [init?: I] : [init: I];
/** What a call resolves to: `data`, or the envelope with `raw: true`. */
export type CallResult<P extends keyof paths, M extends HttpMethod, I> = I extends { raw: true }
  ? JsonBody<OperationOf<P, M>>
  : DataOf<OperationOf<P, M>>;

/** One typed method of the client, e.g. `api.POST('/api/workflow/process/getAll', { body })`. */
export type ApiMethod<M extends HttpMethod> = <P extends PathsWith<M>, I extends CallInit<P, M>>(
  path: P,
  ...init: CallArgs<P, M, I>
) => Promise<CallResult<P, M, I>>;
