import { describe, expect, it } from 'vitest';
import { isWriteCall, preferFor } from './scenario';

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
