// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from './session';
import { keptAnswer, readSessionCache, writeSessionCache } from './session-cache';

const logInAs = (id: string) =>
  saveSession(`Bearer ${id}`, { id, username: id } as Parameters<typeof saveSession>[1]);

afterEach(() => localStorage.clear());

describe('the session cache (issue 26: kept from the last visit, per user)', () => {
  it('gives back what the same user kept', () => {
    logInAs('u1');
    writeSessionCache('menu', [{ path: '/purchase/order' }]);
    expect(readSessionCache('menu')).toEqual([{ path: '/purchase/order' }]);
  });

  it('never gives one user what another kept', () => {
    logInAs('u1');
    writeSessionCache('menu', ['u1 menu']);
    logInAs('u2');
    expect(readSessionCache('menu')).toBeUndefined();
    expect(keptAnswer('menu', async () => ['from the server']).initialData()).toBeUndefined();
  });

  it('keeps nothing and reads nothing without a logged-in user', () => {
    writeSessionCache('menu', ['x']);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(readSessionCache('menu')).toBeUndefined();
  });

  it('is cleared with the session at logout, other storage left alone', () => {
    logInAs('u1');
    writeSessionCache('menu', ['x']);
    writeSessionCache('operations:/purchase/order', ['purchase:order:add']);
    localStorage.setItem('theme', 'dark');
    clearSession();
    logInAs('u1');
    expect(readSessionCache('menu')).toBeUndefined();
    expect(readSessionCache('operations:/purchase/order')).toBeUndefined();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('reads an unreadable entry as nothing kept', () => {
    logInAs('u1');
    localStorage.setItem('backoffice.sessionCache.menu', '{not json');
    expect(readSessionCache('menu')).toBeUndefined();
  });

  it('offers a kept answer as old data, so the query asks the server again at once', () => {
    logInAs('u1');
    writeSessionCache('menu', ['x']);
    const kept = keptAnswer('menu', async () => ['from the server']);
    expect(kept.initialData()).toEqual(['x']);
    expect(kept.initialDataUpdatedAt).toBe(0);
  });

  it("keeps the server's answer as it arrives, for the next visit", async () => {
    logInAs('u1');
    writeSessionCache('menu', ['x']);
    const kept = keptAnswer('menu', async () => ['from the server']);
    const answer = await kept.queryFn({} as Parameters<typeof kept.queryFn>[0]);
    expect(answer).toEqual(['from the server']);
    expect(readSessionCache('menu')).toEqual(['from the server']);
  });
});
