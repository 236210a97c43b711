// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const MaterialPageRequestSchema = {
    type: 'object',
    description: 'One page of 物料: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/MaterialFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
