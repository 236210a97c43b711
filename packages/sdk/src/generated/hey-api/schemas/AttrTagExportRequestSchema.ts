// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagExportRequestSchema = {
    type: 'object',
    description: '属性标签 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/AttrTagFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
