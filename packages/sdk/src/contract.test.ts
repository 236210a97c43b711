import { describe, expect, it } from 'vitest';
import { createContractCheck } from './contract';

describe('createContractCheck', () => {
  const check = createContractCheck();

  it('accepts a response that matches the contract', () => {
    expect(
      check('get', '/health', 200, { code: 200, message: 'ok', data: { status: 'UP' } }),
    ).toBeUndefined();
  });

  it('reports where a response drifts from the contract', () => {
    expect(check('get', '/health', 200, { code: 200, message: 'ok', data: { status: 'DOWN' } })).toEqual({
      method: 'GET',
      path: '/health',
      status: 200,
      issues: [expect.stringContaining('data.status')],
    });
  });

  it('accepts a business-error envelope where the operation can fail', () => {
    expect(
      check('post', '/api/auth/login', 200, { code: 10001, message: '用户名或密码错误', data: null }),
    ).toBeUndefined();
  });
});
