// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SortSchema = {
    type: 'integer',
    description: '显示排序, 0 to 9999 (smaller first).',
    minimum: 0,
    maximum: 9999
} as const;
