// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const LedgerExportRequestSchema = {
    type: 'object',
    description: '出入库流水 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/LedgerFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
