import { describe, expect, it } from 'vitest';
import { ApiAbortError, ApiNetworkError, ApiTimeoutError } from '../errors';
import { run, testCall, testRequest } from '../test/call';
import { recorder } from '../test/recorder';
import { callTimeout } from '../timeout';
import { networkErrorMiddleware } from './network-error';

const abortError = () => new DOMException('This operation was aborted', 'AbortError');

describe('networkErrorMiddleware (spec §8 other errors)', () => {
  it('turns a failed fetch into ApiNetworkError with its notice', async () => {
    const seen = recorder();
    const error = await run.onError(
      networkErrorMiddleware(seen.notify),
      testRequest(),
      new TypeError('fetch failed'),
    );
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(seen.notices).toEqual([
      { level: 'error', title: '网络连接失败，请检查网络后重试', key: 'ApiNetworkError' },
    ]);
  });

  it('says timeout when the call ran out of time', async () => {
    const seen = recorder();
    const timeout = callTimeout(5);
    await new Promise((done) => timeout.signal.addEventListener('abort', done));
    const request = testRequest(undefined, {}, testCall({ timeout }));
    const error = await run.onError(networkErrorMiddleware(seen.notify), request, abortError());
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(seen.notices).toEqual([{ level: 'error', title: '请求超时，请稍后重试', key: 'timeout' }]);
  });

  it('shows nothing for an abort the caller asked for', async () => {
    const seen = recorder();
    const caller = new AbortController();
    const timeout = callTimeout(60_000, caller.signal);
    caller.abort();
    timeout.clear();
    const request = testRequest(undefined, {}, testCall({ timeout }));
    const error = await run.onError(networkErrorMiddleware(seen.notify), request, abortError());
    expect(error).toMatchObject({ byCaller: true });
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(seen.notices).toEqual([]);
  });

  it('shows nothing with httpNotice: false', async () => {
    const seen = recorder();
    const request = testRequest(undefined, {}, testCall({ httpNotice: false }));
    await run.onError(networkErrorMiddleware(seen.notify), request, new TypeError('fetch failed'));
    expect(seen.notices).toEqual([]);
  });
});
