import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import {
  ApiBusinessError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
} from './errors';
import { apiQueryOptions, operationIdOf, shouldRetry } from './query';

describe('apiQueryOptions', () => {
  it('keys a query by [operationId, params] and passes the query signal to the call', async () => {
    const calls: unknown[] = [];
    const api = {
      POST: async (path: string, init: unknown) => calls.push([path, init]),
    } as unknown as ApiClient;
    const options = apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: 'PENDING' },
    });
    expect(options.queryKey).toEqual([
      'getAllProcesses',
      { params: undefined, body: { queryType: 'PENDING' } },
    ]);
    const signal = new AbortController().signal;
    await options.queryFn({ signal });
    expect(calls).toEqual([['/api/workflow/process/getAll', { body: { queryType: 'PENDING' }, signal }]]);
  });

  it('refuses a path the contract does not have', () => {
    expect(() => operationIdOf('get', '/api/nowhere')).toThrow('No operation GET /api/nowhere');
  });
});

describe('shouldRetry', () => {
  it.each([
    ['a 4xx', new ApiHttpError(404), false],
    ['a business error', new ApiBusinessError('x', 30001, null), false],
    ['a malformed body', new ApiResponseFormatError('x', 200), false],
    ['a 5xx', new ApiHttpError(503), true],
    ['a network error', new ApiNetworkError(), true],
    ['a timeout', new ApiTimeoutError(60_000), true],
  ])('retries %s: %s', (_, error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });

  it('gives up after two retries', () => {
    expect(shouldRetry(2, new ApiNetworkError())).toBe(false);
  });
});
