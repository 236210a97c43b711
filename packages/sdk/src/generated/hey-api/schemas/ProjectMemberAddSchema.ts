// Generated from openapi/ by packages/sdk/scripts/generate.mjs. Do not edit.

export const ProjectMemberAddSchema = {
    type: 'object',
    additionalProperties: false,
    required: [
        'projectId',
        'userIds',
        'role'
    ],
    properties: {
        projectId: {
            $ref: '#/components/schemas/Id'
        },
        userIds: {
            type: 'array',
            minItems: 1,
            maxItems: 50,
            items: {
                $ref: '#/components/schemas/Id'
            }
        },
        role: {
            $ref: '#/components/schemas/ProjectRole'
        },
        joinDate: {
            $ref: '#/components/schemas/LocalDate'
        }
    }
} as const;
