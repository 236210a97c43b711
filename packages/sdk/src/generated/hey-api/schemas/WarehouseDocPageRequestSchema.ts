// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const WarehouseDocPageRequestSchema = {
    type: 'object',
    description: 'One page of 出入库单据: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/WarehouseDocFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
