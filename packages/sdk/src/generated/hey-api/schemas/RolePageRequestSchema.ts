// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const RolePageRequestSchema = {
    type: 'object',
    description: 'One page of 角色: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/RoleFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
