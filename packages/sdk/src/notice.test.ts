import { describe, expect, it } from 'vitest';
import {
  ApiAbortError,
  ApiBusinessError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseFormatError,
  ApiTimeoutError,
} from './errors';
import { noticeFor } from './notice';

describe('noticeFor (spec §8)', () => {
  it.each([
    [
      new ApiHttpError(500, '服务器内部错误'),
      {
        level: 'error',
        title: '服务器发生错误，请检查服务器',
        description: '服务器内部错误',
        key: 'http-500',
      },
    ],
    [
      new ApiHttpError(404),
      { level: 'error', title: '发出的请求针对的是不存在的记录，服务器没有进行操作', key: 'http-404' },
    ],
    [
      new ApiBusinessError('当前任务已被他人处理', 30001, {
        code: 30001,
        message: '当前任务已被他人处理',
        data: null,
      }),
      { level: 'error', title: '当前任务已被他人处理', key: 'business-30001' },
    ],
    [new ApiTimeoutError(60_000), { level: 'error', title: '请求超时，请稍后重试', key: 'timeout' }],
    [
      new ApiNetworkError(),
      { level: 'error', title: '网络连接失败，请检查网络后重试', key: 'ApiNetworkError' },
    ],
    [new ApiAbortError(false), { level: 'error', title: '请求已中止', key: 'ApiAbortError' }],
    [
      new ApiResponseFormatError('响应为空', 200),
      { level: 'error', title: '服务器返回的数据格式不正确：响应为空', key: 'ApiResponseFormatError' },
    ],
  ])('%s → %j', (error, notice) => {
    expect(noticeFor(error)).toEqual(notice);
  });

  it('shows nothing for a 401 (the user goes to login) or an abort the caller asked for', () => {
    expect(noticeFor(new ApiHttpError(401))).toBeUndefined();
    expect(noticeFor(new ApiAbortError(true))).toBeUndefined();
  });
});
