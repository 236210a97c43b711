import { describe, expect, it } from 'vitest';
import { credentialErrors } from './credentials';

describe('credentialErrors', () => {
  it('asks for both fields, a blank user name counting as none', () => {
    expect(credentialErrors({ username: '  ', password: '' })).toEqual({
      username: '请输入用户名',
      password: '请输入密码',
    });
  });
  it('has nothing to say about a filled form', () => {
    expect(credentialErrors({ username: 'zhangwei', password: 'x' })).toEqual({});
  });
});
