import { ApiAbortError, ApiNetworkError, ApiTimeoutError } from './errors';

/** The signal of one call: aborts after `timeoutMs` or when the caller's signal aborts, whichever is first. */
export interface CallTimeout {
  signal: AbortSignal;
  /** Turns what fetch threw into the typed error: timeout, abort (by the caller or not) or network. */
  classify(error: unknown): ApiTimeoutError | ApiAbortError | ApiNetworkError;
  /** Stops the timer and lets go of the caller's signal once the call is over. */
  clear(): void;
}

/**
 * spec §7/§9: the call's timeout. One AbortController and one timer rather than `AbortSignal.timeout` and
 * `AbortSignal.any`: on Node 20 each of those costs more than the rest of the sdk's work on a call.
 */
export function callTimeout(timeoutMs: number, callerSignal?: AbortSignal | null): CallTimeout {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abort();
  else callerSignal?.addEventListener('abort', abort);
  return {
    signal: controller.signal,
    classify(error) {
      if (callerSignal?.aborted) return new ApiAbortError(true, error);
      if (timedOut) return new ApiTimeoutError(timeoutMs, error);
      if (error instanceof Error && error.name === 'AbortError') return new ApiAbortError(false, error);
      return new ApiNetworkError(error);
    },
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    },
  };
}
