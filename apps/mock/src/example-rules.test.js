// @ts-check
import { describe, expect, it } from 'vitest';
import { exampleFor, exampleRules } from './example-rules.js';

const spec = {
  paths: {
    '/api/admin/role/users': {
      post: {
        responses: {
          200: {
            content: {
              'application/json': {
                examples: {
                  allocated: { $ref: '#/components/examples/allocated' },
                  unallocated: { $ref: '#/components/examples/unallocated' },
                },
              },
            },
          },
        },
      },
    },
    '/api/admin/role/permissionTree': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                examples: {
                  purchaseManager: { value: {} },
                  newRole: { 'x-when': { query: { roleId: null } }, value: {} },
                },
              },
            },
          },
        },
      },
    },
    '/api/admin/permission/{id}': {
      get: {
        responses: {
          200: {
            content: { 'application/json': { examples: { menu: { 'x-when': { query: {} }, value: {} } } } },
          },
        },
      },
    },
  },
  components: {
    examples: {
      allocated: { value: {} },
      unallocated: { 'x-when': { body: { allocated: false } }, value: {} },
    },
  },
};
const rules = exampleRules(spec);
const request = (method, path, { query = '', body = undefined } = {}) => ({
  method,
  path,
  query: new URLSearchParams(query),
  body,
});

describe('exampleRules', () => {
  it('collects the examples that carry x-when, through $ref', () => {
    expect(rules.map((rule) => rule.example)).toEqual(['unallocated', 'newRole', 'menu']);
  });
});

describe('exampleFor', () => {
  it('chooses by a body field', () => {
    const users = (allocated) =>
      request('POST', '/api/admin/role/users', { body: { roleId: 'r', allocated } });
    expect(exampleFor(rules, users(false))).toBe('unallocated');
    expect(exampleFor(rules, users(true))).toBeUndefined();
  });
  it('takes null as an absent query parameter', () => {
    expect(exampleFor(rules, request('GET', '/api/admin/role/permissionTree'))).toBe('newRole');
    expect(
      exampleFor(rules, request('GET', '/api/admin/role/permissionTree', { query: 'roleId=f1a2' })),
    ).toBeUndefined();
  });
  it('matches path parameters, and only the operation’s method', () => {
    expect(exampleFor(rules, request('GET', '/api/admin/permission/c4ca4238'))).toBe('menu');
    expect(exampleFor(rules, request('DELETE', '/api/admin/permission/c4ca4238'))).toBeUndefined();
    expect(exampleFor(rules, request('GET', '/api/admin/permission/a/b'))).toBeUndefined();
  });
  it('ignores a body that is not an object', () => {
    expect(
      exampleFor(rules, request('POST', '/api/admin/role/users', { body: 'allocated=false' })),
    ).toBeUndefined();
  });
});
