// @ts-check
// The checks behind the contract's own lint rules (openapi/lint): operation codes, x-when fields and the
// dictionaries of enums, on small contracts that break one thing each, on the real contract, and through Redocly.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dictionaryEnumProblems,
  exampleWhenProblems,
  operationCodeProblems,
  plainWalker,
} from '@backoffice/openapi/lint/contract-rules.js';
import { describe, expect, it } from 'vitest';
import { ensureBundledSpec, OPENAPI_DIR } from './spec.js';

/** @param {unknown} data */
const envelope = (data) => ({ code: 200, message: '操作成功', data });
/** @param {string} name @param {string | null} code @param {string} [parentId] */
const button = (name, code, parentId = '60c2391eb36eb888accd41df7d20ce28') => ({
  id: 'a6d108905680aad0c56b0aa63596ca7b',
  parentId,
  name,
  type: 'F',
  path: null,
  code,
});
/** @param {Record<string, unknown>} examples */
const jsonContent = (examples) => ({
  content: {
    'application/json': {
      examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])),
    },
  },
});
/** @param {Record<string, unknown>} examples */
const jsonResponse = (examples) => ({ 200: jsonContent(examples) });

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

/**
 * A contract with the Urgency enum marked x-dict and getDictData's examples; `values` are the urgency example's.
 * @param {string[] | undefined} values
 */
function dictionaryContract(values) {
  const dictData = (dictType, list) => ({
    'x-when': { query: { dictType } },
    value: envelope(list.map((value) => ({ dictType, value, label: value }))),
  });
  const examples = {
    empty: { value: envelope([]) },
    projectStatus: dictData('project_status', ['IN_PROGRESS']),
  };
  if (values) examples.urgency = dictData('urgency', values);
  const spec = {
    paths: {
      '/api/admin/dict/data': {
        get: {
          operationId: 'getDictData',
          responses: { 200: { content: { 'application/json': { examples } } } },
        },
      },
      '/api/workflow/process/start': {
        post: {
          operationId: 'startProcess',
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { urgency: { $ref: '#/components/schemas/Urgency' } } },
              },
            },
          },
          responses: {},
        },
      },
    },
    components: {
      schemas: { Urgency: { type: 'string', 'x-dict': 'urgency', enum: ['NORMAL', 'URGENT', 'CRITICAL'] } },
    },
  };
  return dictionaryEnumProblems(plainWalker(spec)).map((problem) => problem.message);
}

describe('the dictionary of an enum holds its values (backoffice/dictionary-enums)', () => {
  it('accepts the same values in any order', () => {
    expect(dictionaryContract(['URGENT', 'NORMAL', 'CRITICAL'])).toEqual([]);
  });

  it('names the values missing and the values the enum does not have', () => {
    expect(dictionaryContract(['NORMAL', 'URGENT', 'HIGH'])).toEqual([
      "Dictionary urgency must hold exactly the enum's values; missing CRITICAL; not in the enum HIGH.",
    ]);
  });

  it('wants an example for the dictionary', () => {
    expect(dictionaryContract(undefined)).toEqual([
      'x-dict urgency: getDictData has no example for dictType urgency.',
    ]);
  });
});

describe('the contract itself', () => {
  const walker = plainWalker(JSON.parse(readFileSync(ensureBundledSpec(), 'utf8')));

  it('passes every check', () => {
    expect(operationCodeProblems(walker)).toEqual([]);
    expect(exampleWhenProblems(walker)).toEqual([]);
    expect(dictionaryEnumProblems(walker)).toEqual([]);
  });

  it('declares each dictionary-backed enum with x-dict', () => {
    const marked = Object.values(walker.root.components.schemas)
      .map((schema) => /** @type {any} */ (schema)['x-dict'])
      .filter(Boolean)
      .sort();
    expect(marked).toEqual([
      'sys_data_scope',
      'sys_menu_type',
      'sys_normal_disable',
      'sys_user_sex',
      'urgency',
      'wf_definition_status',
      'wf_process_status',
    ]);
  });
});

/** A whole contract as Redocly lints it, with one undeclared button code and one x-when typo. */
const redoclyFixture = {
  openapi: '3.1.0',
  info: {
    title: '测试 / Test',
    version: '1.0.0',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  },
  servers: [{ url: '/' }],
  security: [],
  paths: {
    '/api/admin/permission/getOperationPermissionsByTokenAndUrl': {
      get: {
        operationId: 'getOperationPermissionsByTokenAndUrl',
        summary: '获取页面的操作权限 / Operation permissions of a page',
        responses: {
          200: {
            description: 'ok',
            ...jsonContent({ full: envelope([{ code: 'system:menu:add', name: '新增菜单' }]) }),
          },
        },
      },
    },
    '/api/admin/permission/getAll': {
      post: {
        operationId: 'getAllPermissions',
        summary: '查询菜单权限列表 / List permissions',
        responses: {
          200: {
            description: 'ok',
            ...jsonContent({
              adminMenus: envelope([
                button('新增菜单', 'system:menu:add'),
                button('导出菜单', 'system:menu:export'),
              ]),
            }),
          },
        },
      },
    },
    '/api/admin/user/getPage': {
      post: {
        operationId: 'getUserPage',
        summary: '分页查询用户 / Page of users',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { pageNum: { type: 'integer' } } },
              examples: { first: { value: { pageNum: 1 } } },
            },
          },
        },
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                examples: {
                  firstPage: { value: envelope([]) },
                  secondPage: { 'x-when': { body: { pagenum: 2 } }, value: envelope([]) },
                },
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { OperationCode: { anyOf: [{ type: 'string', enum: ['system:menu:add'] }] } } },
};

describe('through Redocly (the plugin as `pnpm lint` runs it)', () => {
  it('reports an undeclared button code and an x-when typo as errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-rules-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(redoclyFixture));
    writeFileSync(
      join(dir, 'redocly.yaml'),
      [
        'plugins:',
        `  - ${join(OPENAPI_DIR, 'lint/backoffice-plugin.js')}`,
        'rules:',
        '  backoffice/operation-codes: error',
        '  backoffice/example-when: error',
        '',
      ].join('\n'),
    );
    const redocly = join(OPENAPI_DIR, 'node_modules/.bin/redocly');
    const result = spawnSync(redocly, ['lint', 'openapi.json', '--format', 'stylish'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain(
      'Button「导出菜单」has code "system:menu:export", which is not an OperationCode.',
    );
    expect(output).toContain('x-when body.pagenum is not a property of the JSON request body');
    expect(output).toMatch(/2 errors/);
  });
});
