// @ts-check
// backoffice/memory-mode (openapi/lint/memory-mode.js): every operation says what it does in memory mode. The
// contract itself is held to it by `redocly lint` (the openapi package's test).
import { plainWalker } from '@backoffice/openapi/lint/contract-walk.js';
import { memoryModeProblems } from '@backoffice/openapi/lint/memory-mode.js';
import { expect, it } from 'vitest';

/** The problems of a one-operation contract whose operation carries `mock` as its x-mock. @param {unknown} mock */
function problemsOf(mock) {
  const operation = {
    operationId: 'getRolePage',
    responses: {},
    ...(mock === undefined ? {} : { 'x-mock': mock }),
  };
  return memoryModeProblems(plainWalker({ paths: { '/api/admin/role/getPage': { post: operation } } })).map(
    (problem) => problem.message,
  );
}

it('accepts a kind with its collection, a behaviour on a kind, a behaviour alone, and an example with its reason', () => {
  expect(problemsOf({ page: 'roles' })).toEqual([]);
  expect(problemsOf({ save: 'materials', behaviour: 'material.save' })).toEqual([]);
  expect(problemsOf({ behaviour: 'purchase.submitRequest' })).toEqual([]);
  expect(problemsOf({ example: '导出的是文件' })).toEqual([]);
});

it('fails an operation that says nothing, two kinds, an example without a reason, or a kind with an example', () => {
  expect(problemsOf(undefined)).toEqual([
    'getRolePage says nothing about memory mode: add x-mock (a kind and its collection, a behaviour, or example: <why>).',
  ]);
  expect(problemsOf({ page: 'roles', list: 'roles' })).toEqual([
    'getRolePage: x-mock names page and list; one kind only.',
  ]);
  expect(problemsOf({ example: '' })).toEqual([
    'getRolePage: x-mock.example says why the operation stays on the examples.',
  ]);
  expect(problemsOf({ page: 'roles', example: '示例' })).toEqual([
    'getRolePage: an example-only operation has no kind or behaviour.',
  ]);
  expect(problemsOf({ page: 'Roles!' })).toEqual([
    'getRolePage: x-mock.page names a collection (camelCase).',
  ]);
  expect(problemsOf({})).toEqual(['getRolePage: x-mock has no kind, behaviour or example.']);
});
