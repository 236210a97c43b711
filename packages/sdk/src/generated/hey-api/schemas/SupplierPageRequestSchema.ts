// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const SupplierPageRequestSchema = {
    type: 'object',
    description: 'One page of 供应商: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/SupplierFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
