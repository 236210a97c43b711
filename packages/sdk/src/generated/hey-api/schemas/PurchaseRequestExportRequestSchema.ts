// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestExportRequestSchema = {
    type: 'object',
    description: '采购申请 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/PurchaseRequestFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
