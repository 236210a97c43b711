import { describe, expect, it } from 'vitest';
import { isWriteCall, preferFor, resetDemoData } from './scenario';

describe('isWriteCall', () => {
  it.each([
    ['GET', '/api/auth/currentUser', false],
    ['POST', '/api/admin/user/getPage', false],
    ['POST', '/api/workflow/process/getAll', false],
    ['POST', '/api/admin/user/export', false],
    ['POST', '/api/admin/user/save', true],
    ['POST', '/api/workflow/processCc/read', true],
    ['PUT', '/api/workflow/processNode/approve', true],
    ['DELETE', '/api/admin/user/delete', true],
  ])('%s %s → %s', (method, path, write) => {
    expect(isWriteCall(method, path)).toBe(write);
  });
});

describe('preferFor', () => {
  it('fails only the writes under a business error, so the screen still opens', () => {
    const scenarios = { other: 'businessError' } as const;
    expect(preferFor('POST', '/api/admin/user/getPage', scenarios)).toBeUndefined();
    expect(preferFor('POST', '/api/admin/user/save', scenarios)).toBe('example=businessError');
  });
  it('sends the first matching group’s scenario for reads and writes alike', () => {
    const scenarios = { menus: 'serverError', other: 'empty' } as const;
    expect(preferFor('GET', '/api/admin/permission/getMenuPermissionsByToken', scenarios)).toBe(
      'code=500, example=serverError',
    );
    expect(preferFor('POST', '/api/admin/role/getPage', scenarios)).toBe('example=empty');
    expect(preferFor('POST', '/api/admin/role/getPage', {})).toBeUndefined();
  });
});

describe('重置演示数据', () => {
  const answering = (status: number) => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fetcher = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), init]);
      return new Response(null, { status });
    };
    return { calls, fetcher: fetcher as typeof fetch };
  };

  it('asks the mock to reset this browser’s sandbox', async () => {
    const { calls, fetcher } = answering(200);
    await expect(resetDemoData(fetcher)).resolves.toBe('reset');
    expect(calls).toEqual([['/__mock/reset', { method: 'POST' }]]);
  });

  it('says the example mode has nothing to reset', async () => {
    await expect(resetDemoData(answering(404).fetcher)).resolves.toBe('examples');
  });

  it('fails with the status when the mock cannot reset', async () => {
    await expect(resetDemoData(answering(500).fetcher)).rejects.toThrow('演示数据未能重置（HTTP 500）');
  });
});
