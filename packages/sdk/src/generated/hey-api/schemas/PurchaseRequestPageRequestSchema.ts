// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const PurchaseRequestPageRequestSchema = {
    type: 'object',
    description: 'One page of 采购申请: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/PurchaseRequestFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
