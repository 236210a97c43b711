import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../errors';
import { json, run, testCall, testRequest } from '../test/call';
import { recorder } from '../test/recorder';
import { unauthorizedMiddleware } from './unauthorized';

function setup(
  returnPath: () => string | undefined = () => '/#/workspace/todo',
  reauthenticate?: () => Promise<string | undefined>,
) {
  const seen = recorder();
  seen.storage.setItem('Authorization', 'Bearer old');
  const middleware = unauthorizedMiddleware({
    storage: seen.storage,
    onUnauthorized: seen.onUnauthorized,
    returnPath,
    reauthenticate,
  });
  const answer401 = (
    authorization: string | null,
    body: Response = json({ code: 401, message: '登录状态已失效', data: null }, 401),
    call = testCall({ renewable: true }),
  ) =>
    run.onResponse(
      middleware,
      testRequest(
        'http://api.test/api/auth/currentUser',
        { headers: authorization ? { Authorization: authorization } : {} },
        call,
      ),
      body,
    );
  return { seen, middleware, answer401 };
}

describe('unauthorizedMiddleware (spec §4, §8)', () => {
  it('rejects with ApiHttpError 401, clears the token and reports the return path', async () => {
    const { seen, answer401 } = setup();
    await expect(answer401('Bearer old')).rejects.toEqual(new ApiHttpError(401, '登录状态已失效'));
    expect(seen.storage.getItem('Authorization')).toBeNull();
    expect(seen.logins).toEqual(['/#/workspace/todo']);
    expect(seen.notices).toEqual([]);
  });

  it('calls onUnauthorized once for a burst of 401s on the same token', async () => {
    const { seen, answer401 } = setup();
    await Promise.allSettled([answer401('Bearer old'), answer401('Bearer old'), answer401('Bearer old')]);
    expect(seen.logins).toHaveLength(1);
  });

  it('starts a new burst for a request made with a new token', async () => {
    const { seen, answer401 } = setup();
    await answer401('Bearer old').catch(() => {});
    await answer401('Bearer new').catch(() => {});
    expect(seen.logins).toHaveLength(2);
  });

  it('hands undefined on Node, where there is no page to come back to', async () => {
    const { seen, answer401 } = setup(() => undefined);
    await answer401(null).catch(() => {});
    expect(seen.logins).toEqual([undefined]);
  });

  it('leaves other statuses to the next rule', async () => {
    const { seen, middleware } = setup();
    await expect(run.onResponse(middleware, testRequest(), json({}, 403))).resolves.toBeUndefined();
    expect(seen.storage.getItem('Authorization')).toBe('Bearer old');
    expect(seen.logins).toEqual([]);
  });

  it('ends the session even when the 401 body breaks off while it is read', async () => {
    const { seen, answer401 } = setup();
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    await expect(answer401('Bearer old', new Response(broken, { status: 401 }))).rejects.toMatchObject({
      status: 401,
      serverMessage: undefined,
    });
    expect(seen.storage.getItem('Authorization')).toBeNull();
    expect(seen.logins).toEqual(['/#/workspace/todo']);
  });

  it.each([
    ['an empty body', new Response('', { status: 401 })],
    ['an HTML page', new Response('<h1>401</h1>', { status: 401, headers: { 'content-type': 'text/html' } })],
  ])('keeps no server message from %s', async (_, body) => {
    const { answer401 } = setup();
    await expect(answer401('Bearer old', body)).rejects.toMatchObject({
      status: 401,
      serverMessage: undefined,
    });
  });
});

describe('unauthorizedMiddleware with reauthenticate (a service)', () => {
  it('logs in again once for a burst, stores the value and marks each call for a retry', async () => {
    let logins = 0;
    const { seen, answer401 } = setup(
      () => undefined,
      async () => `Bearer new-${++logins}`,
    );
    const calls = [1, 2, 3].map(() => testCall({ renewable: true }));
    await Promise.allSettled(calls.map((call) => answer401('Bearer old', undefined, call)));
    expect(logins).toBe(1);
    expect(calls.map((call) => call.renewed)).toEqual([true, true, true]);
    expect(seen.storage.getItem('Authorization')).toBe('Bearer new-1');
    expect(seen.logins).toEqual([]); // the session survived: nobody is sent to log in
  });

  it('loses the session when it answers undefined: token cleared, onUnauthorized told, no retry', async () => {
    const { seen, answer401 } = setup(
      () => undefined,
      async () => undefined,
    );
    const call = testCall({ renewable: true });
    await expect(answer401('Bearer old', undefined, call)).rejects.toMatchObject({ status: 401 });
    expect(call.renewed).toBeUndefined();
    expect(seen.storage.getItem('Authorization')).toBeNull();
    expect(seen.logins).toEqual([undefined]);
  });

  it('rejects with the 401 whose cause is what it threw', async () => {
    const failure = new Error('login refused');
    const { seen, answer401 } = setup(
      () => undefined,
      () => Promise.reject(failure),
    );
    await expect(answer401('Bearer old')).rejects.toMatchObject({ status: 401, cause: failure });
    expect(seen.logins).toEqual([undefined]);
  });

  it('does not log in again for a call that may not retry (login itself, a retry)', async () => {
    let logins = 0;
    const { seen, answer401 } = setup(
      () => undefined,
      async () => `Bearer new-${++logins}`,
    );
    const call = testCall({ renewable: false });
    await expect(answer401('Bearer old', undefined, call)).rejects.toMatchObject({ status: 401 });
    expect(logins).toBe(0);
    expect(call.renewed).toBeUndefined();
    expect(seen.logins).toEqual([undefined]);
  });
});
