// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierExportRequestSchema = {
    type: 'object',
    description: '供应商 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/SupplierFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
