import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../errors';
import { json, run, testCall, testRequest } from '../test/call';
import { recorder } from '../test/recorder';
import { httpStatusMiddleware } from './http-status';

describe('httpStatusMiddleware (spec §8)', () => {
  it.each([
    [400, '发出的请求有错误，服务器没有进行新建或修改数据的操作'],
    [403, '授权已过期，请重新登录'],
    [404, '发出的请求针对的是不存在的记录，服务器没有进行操作'],
    [500, '服务器发生错误，请检查服务器'],
    [504, '网关超时'],
    [418, '网络异常'],
  ])('rejects a %i with the notice 「%s」 and the server message as description', async (status, title) => {
    const seen = recorder();
    const response = json({ code: status, message: '服务器的话', data: null }, status);
    const failing = run.onResponse(httpStatusMiddleware(seen.notify), testRequest(), response);
    await expect(failing).rejects.toBeInstanceOf(ApiHttpError);
    await expect(failing).rejects.toMatchObject({ status, message: title, serverMessage: '服务器的话' });
    expect(seen.notices).toEqual([
      { level: 'error', title, description: '服务器的话', key: `http-${status}` },
    ]);
  });

  it('shows the status text alone for an HTML error page', async () => {
    const seen = recorder();
    const page = new Response('<h1>502 Bad Gateway</h1>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
    await expect(
      run.onResponse(httpStatusMiddleware(seen.notify), testRequest(), page),
    ).rejects.toMatchObject({
      serverMessage: undefined,
    });
    expect(seen.notices).toEqual([{ level: 'error', title: '网关错误', key: 'http-502' }]);
  });

  it('shows nothing when the call said httpNotice: false, and still rejects', async () => {
    const seen = recorder();
    const request = testRequest(undefined, {}, testCall({ httpNotice: false }));
    await expect(
      run.onResponse(httpStatusMiddleware(seen.notify), request, json({}, 500)),
    ).rejects.toBeInstanceOf(ApiHttpError);
    expect(seen.notices).toEqual([]);
  });

  it('lets a success through', async () => {
    const seen = recorder();
    await expect(
      run.onResponse(httpStatusMiddleware(seen.notify), testRequest(), json({ code: 200 })),
    ).resolves.toBeUndefined();
  });
});
