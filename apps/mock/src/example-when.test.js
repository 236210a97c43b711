// @ts-check
// backoffice/example-when (openapi/lint/example-when.js): one good contract, then a typo in each part.
import { plainWalker } from '@backoffice/openapi/lint/contract-walk.js';
import { exampleWhenProblems } from '@backoffice/openapi/lint/example-when.js';
import { describe, expect, it } from 'vitest';

/** A contract with one body-matched and one query-matched example; each option replaces one x-when. */
function whenContract({ bodyWhen = { queryType: 'MY_APPLY' }, queryWhen = { roleId: null } } = {}) {
  const spec = {
    paths: {
      '/api/workflow/process/getPage': {
        post: {
          operationId: 'getProcessPage',
          requestBody: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ProcessPageRequest' } } },
          },
          responses: {
            200: {
              content: {
                'application/json': {
                  examples: {
                    todo: { value: {} },
                    myApply: { $ref: '#/components/examples/myApply' },
                  },
                },
              },
            },
          },
        },
      },
      '/api/admin/role/permissionTree': {
        parameters: [{ $ref: '#/components/parameters/RoleId' }],
        get: {
          operationId: 'getRolePermissionTree',
          responses: {
            200: {
              content: {
                'application/json': { examples: { newRole: { 'x-when': { query: queryWhen }, value: {} } } },
              },
            },
          },
        },
      },
    },
    components: {
      parameters: { RoleId: { name: 'roleId', in: 'query', schema: { type: 'string' } } },
      schemas: {
        ProcessPageRequest: {
          allOf: [
            { $ref: '#/components/schemas/Paging' },
            { type: 'object', properties: { queryType: { type: 'string' } } },
          ],
        },
        Paging: { type: 'object', properties: { pageNum: { type: 'integer' } } },
      },
      examples: { myApply: { 'x-when': { body: bodyWhen }, value: {} } },
    },
  };
  return exampleWhenProblems(plainWalker(spec)).map((problem) => problem.message);
}

describe('x-when names request fields (backoffice/example-when)', () => {
  it('accepts a body property (through $ref and allOf) and a declared query parameter', () => {
    expect(whenContract()).toEqual([]);
    expect(whenContract({ bodyWhen: { pageNum: 2 } })).toEqual([]);
  });

  it('rejects a typo in a body field', () => {
    expect(whenContract({ bodyWhen: { querytype: 'MY_APPLY' } })).toEqual([
      'getProcessPage example myApply: x-when body.querytype is not a property of the JSON request body of the operation (properties: pageNum, queryType).',
    ]);
  });

  it('rejects a typo in a query parameter', () => {
    expect(whenContract({ queryWhen: { roleID: null } })).toEqual([
      'getRolePermissionTree example newRole: x-when query.roleID is not a query parameter of the operation (parameters: roleId).',
    ]);
  });

  it('rejects a body field on an operation without a body, and parts it cannot match', () => {
    const spec = {
      paths: {
        '/api/admin/role/permissionTree': {
          get: {
            operationId: 'getRolePermissionTree',
            responses: {
              200: {
                content: {
                  'application/json': {
                    examples: {
                      newRole: { 'x-when': { header: { role: 'r' }, body: { roleId: 'r' } }, value: {} },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    expect(exampleWhenProblems(plainWalker(spec)).map((problem) => problem.message)).toEqual([
      'getRolePermissionTree example newRole: x-when has header; only body and query are matched.',
      'getRolePermissionTree example newRole: x-when body.roleId is not a property of the JSON request body of the operation (properties: none).',
    ]);
  });
});
