// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderExportRequestSchema = {
    type: 'object',
    description: '采购订单 for 导出: the list\'s filters and order without paging; the file holds every matching row in that order.',
    allOf: [
        {
            $ref: '#/components/schemas/PurchaseOrderFilters'
        }
    ],
    unevaluatedProperties: false
} as const;
