// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const UserPageRequestSchema = {
    type: 'object',
    description: 'One page of 用户: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/UserFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
