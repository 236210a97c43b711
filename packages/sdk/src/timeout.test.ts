import { describe, expect, it } from 'vitest';
import { ApiAbortError, ApiNetworkError, ApiTimeoutError } from './errors';
import { callTimeout } from './timeout';

const aborted = (signal: AbortSignal) => new Promise((done) => signal.addEventListener('abort', done));
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('callTimeout (spec §9: 60 s unless set)', () => {
  it('aborts after the time and says timeout', async () => {
    const timeout = callTimeout(20);
    await aborted(timeout.signal);
    expect(timeout.classify(new Error('aborted'))).toBeInstanceOf(ApiTimeoutError);
  });

  it('follows the caller signal and says the caller aborted', () => {
    const caller = new AbortController();
    const timeout = callTimeout(60_000, caller.signal);
    caller.abort();
    expect(timeout.signal.aborted).toBe(true);
    expect(timeout.classify(new Error('aborted'))).toMatchObject({ byCaller: true });
    timeout.clear();
  });

  it('starts aborted for a signal that already is', () => {
    const timeout = callTimeout(60_000, AbortSignal.abort());
    expect(timeout.signal.aborted).toBe(true);
    timeout.clear();
  });

  it('never fires once cleared: a finished call is not aborted later', async () => {
    const caller = new AbortController();
    const timeout = callTimeout(10, caller.signal);
    timeout.clear();
    await wait(30);
    caller.abort();
    expect(timeout.signal.aborted).toBe(false);
  });

  it('tells an abort nobody asked for from a network failure', () => {
    const timeout = callTimeout(60_000);
    timeout.clear();
    expect(timeout.classify(new DOMException('gone', 'AbortError'))).toEqual(new ApiAbortError(false));
    expect(timeout.classify(new TypeError('fetch failed'))).toBeInstanceOf(ApiNetworkError);
  });
});
