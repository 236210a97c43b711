// @ts-check
// The contract's own lint checks on the real contract, and the plugin through Redocly as `pnpm lint` runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainWalker } from '@backoffice/openapi/lint/contract-walk.js';
import { dictionaryEnumProblems } from '@backoffice/openapi/lint/dictionary-enums.js';
import { exampleWhenProblems } from '@backoffice/openapi/lint/example-when.js';
import { operationCodeProblems } from '@backoffice/openapi/lint/operation-codes.js';
import { describe, expect, it } from 'vitest';
import { button, envelope, jsonContent } from './lint-fixtures.js';
import { ensureBundledSpec, OPENAPI_DIR } from './spec.js';

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
      'batch_status',
      'bom_status',
      'bom_type',
      'code_segment_type',
      'demand_source',
      'document_status',
      'location_status',
      'location_type',
      'material_status',
      'material_type',
      'project_material_status',
      'project_role',
      'project_status',
      'project_type',
      'purchase_order_status',
      'purchase_request_status',
      'purchase_request_type',
      'receipt_status',
      'serial_reset_cycle',
      'stock_business_type',
      'supplier_category',
      'supplier_grade',
      'supplier_status',
      'sys_data_scope',
      'sys_menu_type',
      'sys_normal_disable',
      'sys_user_sex',
      'tag_scope',
      'unit_of_measure',
      'urgency',
      'warehouse_doc_type',
      'wf_definition_status',
      'wf_process_status',
    ]);
  });
});

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
