// @ts-check
// Small pieces of contracts for the lint checks' tests (openapi/lint).

/** @param {unknown} data */
export const envelope = (data) => ({ code: 200, message: '操作成功', data });
/** @param {string} name @param {string | null} code @param {string} [parentId] */
export const button = (name, code, parentId = '60c2391eb36eb888accd41df7d20ce28') => ({
  id: 'a6d108905680aad0c56b0aa63596ca7b',
  parentId,
  name,
  type: 'F',
  path: null,
  code,
});
/** @param {Record<string, unknown>} examples */
export const jsonContent = (examples) => ({
  content: {
    'application/json': {
      examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])),
    },
  },
});
/** @param {Record<string, unknown>} examples */
export const jsonResponse = (examples) => ({ 200: jsonContent(examples) });
