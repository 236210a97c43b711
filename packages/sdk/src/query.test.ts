import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import {
  ApiBusinessError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
} from './errors';
import { apiMutationOptions, apiQueryOptions, operationIdOf, operationKey, shouldRetry } from './query';

const PENDING = [{ id: 'p1' }];

/** A client double that records each call and answers the pending list. */
function fakeApi() {
  const calls: unknown[] = [];
  const answer = async (path: string, init: unknown) => {
    calls.push([path, init]);
    return PENDING;
  };
  return { calls, api: { POST: answer, PUT: answer } as unknown as ApiClient };
}

describe('apiQueryOptions', () => {
  it('keys a query by [operationId, { params, body }] and passes the query signal to the call', async () => {
    const { api, calls } = fakeApi();
    const queryClient = new QueryClient();
    const options = apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: 'PENDING' },
    });
    expect(options.queryKey).toEqual([
      'getAllProcesses',
      { params: undefined, body: { queryType: 'PENDING' } },
    ]);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(PENDING);
    expect(calls).toEqual([
      ['/api/workflow/process/getAll', { body: { queryType: 'PENDING' }, signal: expect.any(AbortSignal) }],
    ]);
    expect(queryClient.getQueryData(options.queryKey)).toEqual(PENDING);
  });

  it('is invalidated by its operation key', async () => {
    const { api } = fakeApi();
    const queryClient = new QueryClient();
    const options = apiQueryOptions(api, 'post', '/api/workflow/process/getAll', {
      body: { queryType: 'DONE' },
    });
    await queryClient.fetchQuery(options);
    await queryClient.invalidateQueries({ queryKey: operationKey('getAllProcesses'), refetchType: 'none' });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('refuses a path the contract does not have', () => {
    expect(() => operationIdOf('get', '/api/nowhere')).toThrow('No operation GET /api/nowhere');
  });
});

describe('apiMutationOptions', () => {
  it('keys the mutation by operationId and calls with the variables as init', async () => {
    const { api, calls } = fakeApi();
    const options = apiMutationOptions(api, 'put', '/api/workflow/processNode/approve');
    expect(options.mutationKey).toEqual(['approveProcessNode']);
    const queryClient = new QueryClient();
    const body = { processId: 'p1', nodeId: 'n1', comment: '同意' };
    await queryClient.getMutationCache().build(queryClient, options).execute({ body });
    expect(calls).toEqual([['/api/workflow/processNode/approve', { body }]]);
  });
});

describe('shouldRetry', () => {
  it.each([
    ['a 4xx', new ApiHttpError(404), false],
    ['a business error', new ApiBusinessError('x', 30001, { code: 30001, message: 'x', data: null }), false],
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
