import { describe, expect, it } from 'vitest';
import {
  ApiAbortError,
  ApiBusinessError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
  locateError,
} from './errors';

describe('the typed errors', () => {
  it.each([
    [new ApiBusinessError('x', 30001, { code: 30001, message: 'x', data: null }), 'ApiBusinessError'],
    [new ApiHttpError(500), 'ApiHttpError'],
    [new ApiNetworkError(), 'ApiNetworkError'],
    [new ApiTimeoutError(60_000), 'ApiTimeoutError'],
    [new ApiAbortError(true), 'ApiAbortError'],
    [new ApiResponseFormatError('x', 200), 'ApiResponseFormatError'],
  ])('%s is an ApiError named %s, whatever a minifier does to class names', (error, name) => {
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
  });

  it('carry the status and the code a caller branches on', () => {
    expect(new ApiHttpError(404)).toMatchObject({
      status: 404,
      code: 404,
      message: '发出的请求针对的是不存在的记录，服务器没有进行操作',
    });
    expect(
      new ApiBusinessError('旧密码错误', 10002, { code: 10002, message: '旧密码错误', data: null }),
    ).toMatchObject({
      status: 200,
      code: 10002,
      envelope: { code: 10002 },
    });
  });

  it.each([
    [new ApiHttpError(500), 'HTTP 500'],
    [new ApiHttpError(401, '登录状态已失效，请重新登录'), 'HTTP 401: 登录状态已失效，请重新登录'],
    [
      new ApiBusinessError('业务数据异常', 30012, { code: 30012, message: '', data: null }),
      'business error 30012: 业务数据异常',
    ],
    [
      new ApiNetworkError(new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND erp') })),
      'network error: fetch failed (getaddrinfo ENOTFOUND erp)',
    ],
    [new ApiTimeoutError(60_000), 'timed out after 60000 ms'],
    [new ApiAbortError(false), 'aborted'],
    [new ApiResponseFormatError('响应为空', 200, 'empty body'), 'malformed response (HTTP 200): empty body'],
  ])('%s says in English what failed', (error, detail) => {
    expect(error.developerMessage).toBe(`Request failed: ${detail}`);
    const located = locateError(error, 'post', '/api/auth/login', 'login');
    expect(located).toMatchObject({ method: 'POST', path: '/api/auth/login', operationId: 'login' });
    expect(located.developerMessage).toBe(`POST /api/auth/login (login) failed: ${detail}`);
    expect(`${located}`).toBe(`${error.name}: POST /api/auth/login (login) failed: ${detail}`);
  });
});
