// @ts-check
// backoffice/operation-codes (openapi/lint/operation-codes.js) on small contracts that break one thing each.
import { plainWalker } from '@backoffice/openapi/lint/contract-walk.js';
import { operationCodeProblems } from '@backoffice/openapi/lint/operation-codes.js';
import { describe, expect, it } from 'vitest';
import { button, envelope, jsonResponse } from './lint-fixtures.js';

/**
 * A contract with two modules' codes, the operation permissions, 菜单管理's list and a role's tree; `change`
 * breaks one thing.
 * @param {(spec: any) => void} [change]
 */
function permissionContract(change) {
  const spec = {
    paths: {
      '/api/admin/permission/getOperationPermissionsByTokenAndUrl': {
        get: {
          operationId: 'getOperationPermissionsByTokenAndUrl',
          responses: jsonResponse({
            full: envelope([
              { code: 'system:menu:add', name: '新增菜单' },
              { code: 'workflow:process:approve', name: '同意' },
              { code: 'DYNAMIC_EXTENSION', name: '扩展字段' },
            ]),
            contactsHidden: envelope([{ code: 'system:user:hideContact', name: '隐藏联系方式' }]),
          }),
        },
      },
      '/api/admin/permission/getAll': {
        post: {
          operationId: 'getAllPermissions',
          responses: jsonResponse({
            adminMenus: envelope([
              button('新增菜单', 'system:menu:add'),
              button('同意', 'workflow:process:approve'),
              button('隐藏联系方式', 'system:user:hideContact'),
            ]),
          }),
        },
      },
      '/api/admin/role/permissionTree': {
        get: {
          operationId: 'getRolePermissionTree',
          responses: jsonResponse({
            newRole: envelope({ permissions: [button('新增菜单', 'system:menu:add')] }),
          }),
        },
      },
    },
    components: {
      schemas: {
        OperationCode: {
          anyOf: [
            { $ref: '#/components/schemas/ExtensionOperationCode' },
            { $ref: '#/components/schemas/AdminOperationCode' },
            { type: 'string', enum: ['workflow:process:approve'] },
          ],
        },
        ExtensionOperationCode: { type: 'string', enum: ['DYNAMIC_EXTENSION'] },
        AdminOperationCode: {
          type: 'string',
          'x-restrictive': ['system:user:hideContact'],
          enum: ['system:menu:add', 'system:user:hideContact'],
        },
      },
    },
  };
  change?.(spec);
  return operationCodeProblems(plainWalker(spec)).map((problem) => problem.message);
}

const operationPermissions = (spec) =>
  spec.paths['/api/admin/permission/getOperationPermissionsByTokenAndUrl'].get.responses[200].content[
    'application/json'
  ].examples;
const menuList = (spec) =>
  spec.paths['/api/admin/permission/getAll'].post.responses[200].content['application/json'].examples
    .adminMenus.value.data;

describe('operation codes (backoffice/operation-codes)', () => {
  it('accepts declared codes that the administrator holds and 菜单管理 lists', () => {
    expect(permissionContract()).toEqual([]);
  });

  it('rejects a button whose code is not declared, in any example', () => {
    const problems = permissionContract((spec) => {
      spec.paths['/api/admin/role/permissionTree'].get.responses[200].content[
        'application/json'
      ].examples.newRole.value.data.permissions.push(button('导出菜单', 'system:menu:export'));
    });
    expect(problems).toEqual([
      'Button「导出菜单」has code "system:menu:export", which is not an OperationCode.',
    ]);
  });

  it('rejects a button without a code', () => {
    const problems = permissionContract((spec) => menuList(spec).push(button('查看', null)));
    expect(problems).toEqual(['Button「查看」has code null, which is not an OperationCode.']);
  });

  it('rejects an operation permission that is not declared', () => {
    const problems = permissionContract((spec) =>
      operationPermissions(spec).contactsHidden.value.data.push({ code: 'system:user:hide', name: '隐藏' }),
    );
    expect(problems).toEqual([
      'getOperationPermissionsByTokenAndUrl example contactsHidden holds "system:user:hide", which is not an OperationCode.',
    ]);
  });

  it('wants every declared code held by the administrator, but DYNAMIC_EXTENSION and the restrictive ones', () => {
    const problems = permissionContract((spec) => {
      operationPermissions(spec).full.value.data = [{ code: 'system:menu:add', name: '新增菜单' }];
    });
    expect(problems).toEqual(['The administrator (example full) does not hold workflow:process:approve.']);
  });

  it('refuses a restrictive code in the administrator’s hands', () => {
    const problems = permissionContract((spec) =>
      operationPermissions(spec).full.value.data.push({
        code: 'system:user:hideContact',
        name: '隐藏联系方式',
      }),
    );
    expect(problems).toEqual([
      'The administrator (example full) holds the restrictive system:user:hideContact.',
    ]);
  });

  it('wants a button in 菜单管理’s list for every declared code but DYNAMIC_EXTENSION', () => {
    const problems = permissionContract((spec) => menuList(spec).splice(1, 1));
    expect(problems).toEqual([
      'getAllPermissions example adminMenus has no button (F entry) for workflow:process:approve.',
    ]);
  });

  it('says so when there is nothing to check against', () => {
    expect(permissionContract((spec) => delete spec.components.schemas.OperationCode)).toEqual([
      'components.schemas.OperationCode must be an anyOf of per-module enums.',
    ]);
    expect(permissionContract((spec) => delete operationPermissions(spec).full)).toEqual([
      'No example full of getOperationPermissionsByTokenAndUrl to check.',
    ]);
  });
});
