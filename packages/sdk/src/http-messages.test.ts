import { describe, expect, it } from 'vitest';
import { ApiHttpError } from './errors';
import { httpStatusMessage, NETWORK_ABNORMAL_MESSAGE } from './http-messages';
import { noticeFor } from './notice';

// spec §8, the HTTP error catalogue: status → the Chinese notice the user reads.
const catalogue: [status: number, meaning: string, text: string | undefined][] = [
  [400, 'bad request', '发出的请求有错误，服务器没有进行新建或修改数据的操作'],
  [401, 'no permission; no notice, session cleared', undefined],
  [403, 'authorization expired, log in again', '授权已过期，请重新登录'],
  [404, 'record does not exist', '发出的请求针对的是不存在的记录，服务器没有进行操作'],
  [406, 'format unavailable', '请求的格式不可得'],
  [410, 'resource permanently deleted', '请求的资源被永久删除，且不会再得到'],
  [422, 'validation error on creating an object', '当创建一个对象时，发生一个验证错误'],
  [500, 'server error', '服务器发生错误，请检查服务器'],
  [502, 'gateway error', '网关错误'],
  [503, 'service unavailable', '服务不可用，服务器暂时过载或维护'],
  [504, 'gateway timeout', '网关超时'],
  [418, 'other: "network abnormal"', '网络异常'],
  [599, 'other: "network abnormal"', '网络异常'],
];

describe('spec §8 status notices', () => {
  it.each(catalogue)('%i (%s)', (status, _meaning, text) => {
    expect(noticeFor(new ApiHttpError(status))?.title).toBe(text);
  });

  it('keeps the meaning of the 2xx statuses of the catalogue', () => {
    expect([200, 201, 202, 204].map(httpStatusMessage)).toEqual([
      '服务器成功返回请求的数据',
      '新建或修改数据成功',
      '一个请求已经进入后台排队（异步任务）',
      '删除数据成功',
    ]);
    expect(httpStatusMessage(299)).toBe(NETWORK_ABNORMAL_MESSAGE);
  });

  it("adds the server's own message as the description", () => {
    expect(noticeFor(new ApiHttpError(500, '数据库连接失败'))).toEqual({
      level: 'error',
      title: '服务器发生错误，请检查服务器',
      description: '数据库连接失败',
      key: 'http-500',
    });
  });
});
