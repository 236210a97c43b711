// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialPageRequestSchema = {
    type: 'object',
    description: 'One page of 项目物料: its filters and order, and the page.',
    allOf: [
        {
            $ref: '#/components/schemas/ProjectMaterialFilters'
        },
        {
            $ref: '#/components/schemas/PageRequest'
        }
    ],
    unevaluatedProperties: false
} as const;
