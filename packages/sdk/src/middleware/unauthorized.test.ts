import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../errors';
import { json, run, testRequest } from '../test/call';
import { recorder } from '../test/recorder';
import { unauthorizedMiddleware } from './unauthorized';

function setup(returnPath: () => string | undefined = () => '/#/workspace/todo') {
  const seen = recorder();
  seen.storage.setItem('Authorization', 'Bearer old');
  const middleware = unauthorizedMiddleware({
    storage: seen.storage,
    onUnauthorized: seen.onUnauthorized,
    returnPath,
  });
  const answer401 = (authorization: string | null) =>
    run.onResponse(
      middleware,
      testRequest('http://api.test/api/auth/currentUser', {
        headers: authorization ? { Authorization: authorization } : {},
      }),
      json({ code: 401, message: '登录状态已失效', data: null }, 401),
    );
  return { seen, middleware, answer401 };
}

describe('unauthorizedMiddleware (spec §4, §8)', () => {
  it('rejects with ApiHttpError 401, clears the token and reports the return path', async () => {
    const { seen, answer401 } = setup();
    await expect(answer401('Bearer old')).rejects.toEqual(new ApiHttpError(401));
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
});
