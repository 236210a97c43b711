import { ApiAbortError, ApiNetworkError, ApiTimeoutError } from './errors';

/** The signal of one call: aborts after `timeoutMs` or when the caller's signal aborts, whichever is first. */
export interface CallSignal {
  signal: AbortSignal;
  /** Turns what fetch threw into the typed error: timeout, abort (by the caller or not) or network. */
  classify(error: unknown): ApiTimeoutError | ApiAbortError | ApiNetworkError;
}

export function callSignal(timeoutMs: number, callerSignal?: AbortSignal): CallSignal {
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : timeoutSignal,
    classify(error) {
      if (callerSignal?.aborted) return new ApiAbortError(true, error);
      if (timeoutSignal.aborted) return new ApiTimeoutError(timeoutMs, error);
      if (error instanceof Error && error.name === 'AbortError') return new ApiAbortError(false, error);
      return new ApiNetworkError(error);
    },
  };
}
