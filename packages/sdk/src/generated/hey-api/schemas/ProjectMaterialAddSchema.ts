// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMaterialAddSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'projectId',
        'lines'
    ],
    properties: {
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        lines: {
            type: 'array',
            minItems: 1,
            items: {
                $ref: '#/components/schemas/ProjectMaterialLineInput'
            }
        }
    }
} as const;
