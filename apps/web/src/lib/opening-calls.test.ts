// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CALLS_PER_URL,
  KEPT_URLS,
  keepOpeningCalls,
  type OpeningCall,
  openingCallsOf,
} from './opening-calls';
import { clearSession, saveSession } from './session';

const logInAs = (id: string) =>
  saveSession(`Bearer ${id}`, { id, username: id } as Parameters<typeof saveSession>[1]);
const list = (pageNum: number): OpeningCall => ({
  method: 'post',
  path: '/api/purchase/order/getPage',
  body: { pageNum, pageSize: 10 },
});

afterEach(() => localStorage.clear());

describe("what a URL's opening asked for (issue 26: sent ahead on its next visit)", () => {
  it('gives back the calls kept for the URL, in their order, and none for another URL', () => {
    logInAs('u1');
    keepOpeningCalls('#/purchase/order', [list(1), { method: 'get', path: '/api/admin/dict/data' }]);
    expect(openingCallsOf('#/purchase/order')).toEqual([
      list(1),
      { method: 'get', path: '/api/admin/dict/data' },
    ]);
    expect(openingCallsOf('#/purchase/order?status=2')).toEqual([]);
  });

  it("keeps the last visit's calls in place of the one before", () => {
    logInAs('u1');
    keepOpeningCalls('#/purchase/order', [list(1)]);
    keepOpeningCalls('#/purchase/order', [list(2)]);
    expect(openingCallsOf('#/purchase/order')).toEqual([list(2)]);
  });

  it(`keeps the ${KEPT_URLS} URLs opened last, and the first ${CALLS_PER_URL} calls of each`, () => {
    logInAs('u1');
    const many = Array.from({ length: CALLS_PER_URL + 3 }, (_, index) => list(index + 1));
    for (let n = 0; n <= KEPT_URLS; n += 1) keepOpeningCalls(`#/screen/${n}`, many);
    expect(openingCallsOf('#/screen/0')).toEqual([]);
    expect(openingCallsOf('#/screen/1')).toEqual(many.slice(0, CALLS_PER_URL));
    expect(openingCallsOf(`#/screen/${KEPT_URLS}`)).toHaveLength(CALLS_PER_URL);
  });

  it("never gives one user's calls to another, and forgets them at logout", () => {
    logInAs('u1');
    keepOpeningCalls('#/purchase/order', [list(1)]);
    logInAs('u2');
    expect(openingCallsOf('#/purchase/order')).toEqual([]);
    logInAs('u1');
    clearSession();
    logInAs('u1');
    expect(openingCallsOf('#/purchase/order')).toEqual([]);
  });

  it('reads what it cannot use as nothing kept', () => {
    logInAs('u1');
    const kept = (value: unknown) =>
      localStorage.setItem(
        'backoffice.sessionCache.openingCalls',
        JSON.stringify({ userId: 'u1', data: value }),
      );
    kept({ '#/purchase/order': [list(1)] });
    expect(openingCallsOf('#/purchase/order')).toEqual([]);
    kept([['#/purchase/order', [{ method: 'patch', path: '/api/x' }, { method: 'get' }, null, list(1)]]]);
    expect(openingCallsOf('#/purchase/order')).toEqual([list(1)]);
  });
});
