// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectPageRequestSchema = {
    type: 'object',
    description: 'One page of 项目: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/ProjectFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
