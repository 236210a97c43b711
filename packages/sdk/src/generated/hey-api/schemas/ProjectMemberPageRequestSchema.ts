// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberPageRequestSchema = {
    type: 'object',
    description: 'One page of 项目成员: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/ProjectMemberFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
