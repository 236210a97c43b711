// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const InventoryPageRequestSchema = {
    type: 'object',
    description: 'One page of 库存: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/InventoryFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
