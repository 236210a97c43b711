import type { FetchOptions } from 'openapi-fetch';
import type { DownloadedFile } from './download';
import type { ConstantHeaders } from './generated/constant-headers';
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
/** A named schema of the contract, e.g. `Schema<'ProcessRecord'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type SuccessContent<Op> = Op extends { responses: { 200: { content: infer Content } } } ? Content : never;
/** True when the operation answers a file (its success response has no JSON body): exports, spec §7. */
export type AnswersFile<Op> = SuccessContent<Op> extends { 'application/json': unknown } ? false : true;
/** Paths whose `method` answers a file: what `api.download` takes. */
export type FilePathsWith<M extends HttpMethod> = {
  [P in PathsWith<M>]: AnswersFile<OperationOf<P, M>> extends true ? P : never;
}[PathsWith<M>];
/** The JSON body of an operation's 200 response: the success envelope, or a business error where it can fail. */
export type JsonBodyOf<Op> = SuccessContent<Op> extends { 'application/json': infer Body } ? Body : never;
/** The success envelope of an operation (the member of its 200 body whose code is 200). */
export type EnvelopeOf<Op> = Extract<JsonBodyOf<Op>, { code: 200 }>;
/** What an operation resolves to: its envelope's typed `data`, or the file for an operation that answers one. */
export type DataOf<Op> =
  AnswersFile<Op> extends true ? DownloadedFile : EnvelopeOf<Op> extends { data: infer Data } ? Data : never;

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
  signal?: AbortSignal | null;
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type HeaderOf<Op> = Op extends { parameters: { header?: infer Header } } ? NonNullable<Header> : never;
/** The header names the contract fixes for this call (spec §7 `showdetails`): the sdk sends them. */
type FixedHeaderNames<P, M> = `${M & string} ${P & string}` extends infer Key
  ? Key extends keyof ConstantHeaders
    ? keyof ConstantHeaders[Key]
    : never
  : never;
type LooseHeader<Header, Fixed extends PropertyKey> = Omit<Header, Fixed> & {
  [K in Fixed & keyof Header]?: Header[K];
};
/** The operation as a caller sees it: headers the sdk sends itself become optional. */
type CallerOperation<Op, Fixed extends PropertyKey> = [Fixed] extends [never]
  ? Op
  : Omit<Op, 'parameters'> & {
      parameters: Omit<Op extends { parameters: infer Params } ? Params : never, 'header'> &
        (RequiredKeys<LooseHeader<HeaderOf<Op>, Fixed>> extends never
          ? { header?: LooseHeader<HeaderOf<Op>, Fixed> }
          : { header: LooseHeader<HeaderOf<Op>, Fixed> });
    };

/**
 * What a call of `method path` takes: openapi-fetch's init for the operation (`params`, `body`, `headers`, fetch
 * options) checked against the contract, plus the per-call options. Its own `fetch`, `middleware` and `parseAs`
 * are left out: nothing may step around the spec's rules.
 */
export type CallInit<P extends keyof paths, M extends HttpMethod> = Omit<
  FetchOptions<CallerOperation<OperationOf<P, M>, FixedHeaderNames<P, M>>>,
  'fetch' | 'middleware' | 'parseAs' | 'signal'
> &
  CallOptions;
/** The init argument, required exactly when the operation has required params or body. */
export type CallArgs<P extends keyof paths, M extends HttpMethod, I> =
  RequiredKeys<CallInit<P, M>> extends never ? [init?: I] : [init: I];
/** What a call resolves to: the file, `data`, or the envelope with `raw: true`. */
export type CallResult<P extends keyof paths, M extends HttpMethod, Raw extends boolean = false> =
  AnswersFile<OperationOf<P, M>> extends true
    ? DownloadedFile
    : Raw extends true
      ? JsonBodyOf<OperationOf<P, M>>
      : DataOf<OperationOf<P, M>>;

/** One typed method of the client, e.g. `api.POST('/api/workflow/process/getAll', { body })`. */
export type ApiMethod<M extends HttpMethod> = <P extends PathsWith<M>, Raw extends boolean = false>(
  path: P,
  ...init: CallArgs<P, M, CallInit<P, M> & { raw?: Raw }>
) => Promise<CallResult<P, M, Raw>>;

/** `api.download(method, path, init)`: an operation that answers a file, resolving to `{ body, fileName }`. */
export type ApiDownload = <M extends HttpMethod, P extends FilePathsWith<M>>(
  method: M,
  path: P,
  ...init: CallArgs<P, M, CallInit<P, M>>
) => Promise<DownloadedFile>;
