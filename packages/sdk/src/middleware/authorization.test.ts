import { describe, expect, it } from 'vitest';
import { run, testRequest } from '../test/call';
import { authorizationMiddleware } from './authorization';

describe('authorizationMiddleware (spec §7)', () => {
  it.each([
    ['a value', () => 'Bearer t-1'],
    ['an async function', async () => 'Bearer t-1'],
  ])('sends what %s gives', async (_, source) => {
    const request = testRequest();
    await run.onRequest(authorizationMiddleware(source), request);
    expect(request.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('asks again on every request (a refreshed token is used at once)', async () => {
    let token = 'Bearer old';
    const middleware = authorizationMiddleware(() => token);
    await run.onRequest(middleware, testRequest());
    token = 'Bearer new';
    const second = testRequest();
    await run.onRequest(middleware, second);
    expect(second.headers.get('Authorization')).toBe('Bearer new');
  });

  it.each([null, undefined, ''])('sends no header for %j', async (value) => {
    const request = testRequest();
    await run.onRequest(
      authorizationMiddleware(() => value),
      request,
    );
    expect(request.headers.has('Authorization')).toBe(false);
  });
});
