import { describe, expect, it } from 'vitest';
import { ApiBusinessError, ApiResponseFormatError } from '../errors';
import { json, run, testCall, testRequest } from '../test/call';
import { recorder } from '../test/recorder';
import { type ContractViolation, envelopeMiddleware } from './envelope';

function setup(call = testCall(), contractCheck?: () => ContractViolation | undefined) {
  const seen = recorder();
  const violations: ContractViolation[] = [];
  const middleware = envelopeMiddleware({
    notify: seen.notify,
    contractCheck,
    onContractViolation: (violation) => void violations.push(violation),
  });
  const respond = (response: Response) =>
    run.onResponse(
      middleware,
      testRequest('http://api.test/api/auth/password', { method: 'PUT' }, call),
      response,
    );
  return { seen, call, violations, respond };
}
const business = { code: 10002, message: '修改密码失败，旧密码错误', data: null };

describe('envelopeMiddleware (spec §7, §8)', () => {
  it('resolves the call to data on code 200', async () => {
    const { call, seen, respond } = setup();
    await respond(json({ code: 200, message: 'ok', data: { id: 'u1' } }));
    expect(call.result).toEqual({ id: 'u1' });
    expect(seen.notices).toEqual([]);
  });

  it('rejects code ≠ 200 with ApiBusinessError and shows its message', async () => {
    const { seen, respond } = setup();
    const failing = respond(json(business));
    await expect(failing).rejects.toBeInstanceOf(ApiBusinessError);
    await expect(failing).rejects.toMatchObject({ code: 10002, envelope: business });
    expect(seen.notices).toEqual([{ level: 'error', title: business.message, key: 'business-10002' }]);
  });

  it('falls back to 业务数据异常 when the server sends no message', async () => {
    const { seen, respond } = setup();
    await respond(json({ code: 500, message: '', data: null })).catch(() => {});
    expect(seen.notices.map((notice) => notice.title)).toEqual(['业务数据异常']);
  });

  it('shows nothing with businessNotice: false, and still rejects', async () => {
    const { seen, respond } = setup(testCall({ businessNotice: false }));
    await expect(respond(json(business))).rejects.toBeInstanceOf(ApiBusinessError);
    expect(seen.notices).toEqual([]);
  });

  it('resolves to the whole envelope with raw: true, business errors included', async () => {
    const { call, seen, respond } = setup(testCall({ raw: true }));
    await respond(json(business));
    expect(call.result).toEqual(business);
    expect(seen.notices).toEqual([]);
  });

  it('rejects a body that is not the envelope, with the format notice', async () => {
    const { seen, respond } = setup();
    await expect(respond(new Response('<!doctype html><title>login</title>'))).rejects.toBeInstanceOf(
      ApiResponseFormatError,
    );
    expect(seen.notices[0]?.title).toContain('不是 JSON');
  });

  it('rejects a download() answered by a successful envelope instead of a file, with the format notice', async () => {
    const { seen, respond } = setup(testCall({ expectFile: true }));
    await expect(respond(json({ code: 200, message: 'ok', data: null }))).rejects.toBeInstanceOf(
      ApiResponseFormatError,
    );
    expect(seen.notices.map((notice) => notice.title)).toEqual(['服务器返回的数据格式不正确：不是文件下载']);
  });

  it('rejects a download() answered by a business error with that business error', async () => {
    const { seen, respond } = setup(testCall({ expectFile: true }));
    await expect(respond(json(business))).rejects.toBeInstanceOf(ApiBusinessError);
    expect(seen.notices.map((notice) => notice.title)).toEqual([business.message]);
  });

  it('leaves a call another rule settled (a file) alone', async () => {
    const { call, respond } = setup(testCall({ settled: true, result: 'file' }));
    await respond(new Response('binary'));
    expect(call.result).toBe('file');
  });

  it('hands every envelope to the contract check and reports what it finds', async () => {
    const seenBodies: unknown[] = [];
    const violation = {
      method: 'PUT',
      path: '/api/auth/password',
      status: 200,
      issues: ['data: expected null'],
    };
    const { violations, respond } = setup(testCall(), (...args: unknown[]) => {
      seenBodies.push(args);
      return violation;
    });
    await respond(json({ code: 200, message: 'ok', data: 1 }));
    expect(seenBodies).toEqual([['put', '/api/auth/password', 200, { code: 200, message: 'ok', data: 1 }]]);
    expect(violations).toEqual([violation]);
  });
});
