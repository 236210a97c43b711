// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseOrderPageRequestSchema = {
    type: 'object',
    description: 'One page of 采购订单: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/PurchaseOrderFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
