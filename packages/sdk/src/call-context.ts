import type { CallTimeout } from './timeout';

/**
 * One call as the response rules see it: what the caller asked for (spec §7: no HTTP notices, no business
 * notices, the raw body) and what the rules found. It rides on the request openapi-fetch builds, which copies
 * every unknown init key onto it; this is why the request middleware mutates headers in place and never
 * returns a new Request.
 */
export interface CallContext {
  /** Show notices for HTTP errors, network errors and timeouts. */
  httpNotice: boolean;
  /** Show notices for business errors (code ≠ 200). */
  businessNotice: boolean;
  /** Resolve to the whole envelope, business errors included. */
  raw: boolean;
  /** The call was made with `download()`: anything but a file is an error. */
  expectFile: boolean;
  /** A 401 may log in again (the client's `reauthenticate`) and retry this call: not `login()`, not a retry. */
  renewable: boolean;
  /** Set by the 401 rule when a new Authorization value was stored: the client retries the call once. */
  renewed?: boolean;
  /** The call's timeout and abort signal. */
  timeout: CallTimeout;
  /** What the call resolves to, once a rule has produced it. */
  result?: unknown;
  /** True once a rule has produced the result (a file, the envelope's data or the envelope). */
  settled?: boolean;
}

/** The init key that carries the {@link CallContext} onto the request. */
export const CALL_CONTEXT_KEY = 'apiCall';

/** The context of the call a request belongs to. */
export function contextOf(request: Request): CallContext {
  return (request as unknown as Record<typeof CALL_CONTEXT_KEY, CallContext>)[CALL_CONTEXT_KEY];
}
