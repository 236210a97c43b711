// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchExportRequestSchema = {
    type: 'object',
    description: '批次 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/BatchFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
