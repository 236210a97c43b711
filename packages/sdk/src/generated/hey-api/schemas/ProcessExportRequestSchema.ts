// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProcessExportRequestSchema = {
    type: 'object',
    description: 'The processes for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/ProcessFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
