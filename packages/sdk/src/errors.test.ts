import { describe, expect, it } from 'vitest';
import {
  ApiAbortError,
  ApiBusinessError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
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
});
