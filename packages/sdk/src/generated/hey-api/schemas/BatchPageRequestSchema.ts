// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const BatchPageRequestSchema = {
    type: 'object',
    description: 'One page of 批次: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/BatchFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
