// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BomPageRequestSchema = {
    type: 'object',
    description: 'One page of BOM: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/BomFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
