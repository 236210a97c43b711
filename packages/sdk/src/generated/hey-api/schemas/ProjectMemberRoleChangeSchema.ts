// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberRoleChangeSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'id',
        'role'
    ],
    properties: {
        id: {
            $ref: '#/components/schemas/Id'
        },
        role: {
            $ref: '#/components/schemas/ProjectRole'
        }
    }
} as const;
