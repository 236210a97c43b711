// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const AttrTagPageRequestSchema = {
    type: 'object',
    description: 'One page of 属性标签: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/AttrTagFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
